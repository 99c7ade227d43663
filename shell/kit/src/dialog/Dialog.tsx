import { useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { styled, css } from 'styled-components';
import { useModalKeys, type InitialFocus } from './use-modal-keys.js';

export interface DialogProps {
  title: string;
  /** Escape, a press outside the panel and the × button ask to close; the page unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** The × button's accessible name; without one there is no × (the dialog's own buttons answer it). */
  closeLabel?: string;
  /**
   * `center` (the default) is a dialog box with a padded, scrolling body; `drawer` slides in from the right edge and
   * hands its content the whole area under the title, which lays out its own padding, scrolling and bottom bar.
   */
  placement?: 'center' | 'drawer';
  /** The centred box's widest, in pixels. */
  maxWidth?: number;
  /** Buttons shown at the bottom, always visible while the content scrolls. */
  footer?: ReactNode;
  initialFocus?: InitialFocus;
  /** False while an answer is on its way: Escape and a press outside do nothing (the × too). */
  dismissible?: boolean;
}

/**
 * The one modal dialog of every remote: a native `<dialog>` opened with `showModal()`, so the page behind is inert
 * and the dialog sits in the top layer above everything; the element itself is the dimmed backdrop and the panel
 * sits inside it, so a press on the dim area (and not a drag that ends there) closes it.
 */
export function Dialog({
  title,
  onClose,
  children,
  closeLabel,
  placement = 'center',
  maxWidth = 560,
  footer,
  initialFocus = 'first-control',
  dismissible = true,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dismiss = () => {
    if (dismissible) onClose();
  };
  useModalKeys(dialogRef, dismiss, initialFocus);
  // A close request the keys did not see (a phone's back gesture): the page, not the browser, closes the dialog.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    dismiss();
  };
  return (
    <Backdrop
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      $placement={placement}
      onCancel={onCancel}
      onMouseDown={(event) => event.target === event.currentTarget && dismiss()}
    >
      <Panel $placement={placement} $maxWidth={maxWidth}>
        <Header>
          <Title id={titleId}>{title}</Title>
          {closeLabel ? (
            <CloseButton type="button" aria-label={closeLabel} onClick={dismiss}>
              ×
            </CloseButton>
          ) : null}
        </Header>
        <Body $placement={placement}>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>
  );
}

type Placement = NonNullable<DialogProps['placement']>;

const Backdrop = styled.dialog<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  z-index: 1300;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  box-sizing: border-box;
  display: flex;
  justify-content: ${(props) => (props.$placement === 'drawer' ? 'flex-end' : 'center')};
  align-items: stretch;
  color: ${(props) => props.theme.colors.text};
  background: rgba(0, 0, 0, 0.45);
  &:not([open]) {
    display: none;
  }
  &::backdrop {
    background: transparent;
  }
  &:focus {
    outline: none;
  }
`;

const Panel = styled.div<{ $placement: Placement; $maxWidth: number }>`
  display: flex;
  flex-direction: column;
  background: ${(props) => props.theme.colors.background};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  overflow-wrap: anywhere;
  ${(props) =>
    props.$placement === 'drawer'
      ? css`
          width: min(720px, 100vw);
          height: 100%;
        `
      : css`
          width: min(${props.$maxWidth}px, calc(100vw - 16px));
          max-height: calc(100vh - 16px);
          margin: auto;
          border-radius: ${props.theme.radii.large};
        `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1)};
  min-height: 44px;
  padding: ${(props) => props.theme.space(1.5)} ${(props) => props.theme.space(3)};
  border-bottom: 1px solid ${(props) => props.theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

const CloseButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  font-size: 1.6rem;
  color: ${(props) => props.theme.colors.text};
  background: transparent;
  border: none;
  border-radius: ${(props) => props.theme.radii.small};
  cursor: pointer;
`;

const Body = styled.div<{ $placement: Placement }>`
  flex: 1;
  min-height: 0;
  ${(props) =>
    props.$placement === 'drawer'
      ? css`
          display: flex;
          flex-direction: column;
        `
      : css`
          overflow-y: auto;
          padding: ${props.theme.space(3)};
        `}
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(2)} ${(props) => props.theme.space(3)};
  border-top: 1px solid ${(props) => props.theme.colors.border};
`;
