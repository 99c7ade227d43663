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
 * and the dialog sits in the top layer above everything, over the browser's dimmed ::backdrop. A press on the dim
 * area (a mousedown, so a text selection dragged out of the panel does not count) closes it.
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
    <Panel
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      $placement={placement}
      $maxWidth={maxWidth}
      onCancel={onCancel}
      // The content fills the panel, so a press whose target is the <dialog> itself landed on its ::backdrop.
      onMouseDown={(event) => event.target === event.currentTarget && dismiss()}
    >
      <Content>
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
      </Content>
    </Panel>
  );
}

type Placement = NonNullable<DialogProps['placement']>;

/** The <dialog> is the panel; the browser dims the page behind it with its ::backdrop. */
const Panel = styled.dialog<{ $placement: Placement; $maxWidth: number }>`
  padding: 0;
  border: none;
  box-sizing: border-box;
  overflow: hidden;
  color: ${(props) => props.theme.colors.text};
  background: ${(props) => props.theme.colors.background};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  overflow-wrap: anywhere;
  ${(props) =>
    props.$placement === 'drawer'
      ? css`
          position: fixed;
          inset: 0 0 0 auto;
          width: min(720px, 100vw);
          max-width: 100vw;
          height: 100%;
          max-height: 100%;
          margin: 0;
        `
      : css`
          width: min(${props.$maxWidth}px, calc(100vw - 16px));
          max-width: calc(100vw - 16px);
          max-height: calc(100vh - 16px);
          margin: auto;
          border-radius: ${props.theme.radii.large};
        `}
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
  &:focus {
    outline: none;
  }
`;

/** Fills the panel, so the panel's own box is never the target of a press inside it. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
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
