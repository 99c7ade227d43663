import { useId, useRef, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { useModalFocus } from '../lib/use-modal-focus.js';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /**
   * `drawer` slides in from the right edge (the CHARACTERS tab) and hands its content the whole area under the
   * title, which lays out its own padding, scrolling and bottom bar; `center` is a dialog box with a padded,
   * scrolling body.
   */
  placement: 'drawer' | 'center';
  children: ReactNode;
  /** Buttons shown at the bottom, always visible while the content scrolls. */
  footer?: ReactNode;
}

/** A modal panel: backdrop click, Escape and the × button close it; focus stays inside while open. */
export function Modal({ open, title, onClose, placement, children, footer }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(open, panelRef, onClose);
  if (!open) return null;
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $placement={placement}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={`Close ${title.toLowerCase()}`} onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body $placement={placement}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  justify-content: flex-end;
  align-items: stretch;
  background: rgba(0, 0, 0, 0.4);
`;

const Panel = styled.div<{ $placement: ModalProps['placement'] }>`
  display: flex;
  flex-direction: column;
  background: ${(props) => props.theme.colors.background};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  ${(props) =>
    props.$placement === 'drawer'
      ? css`
          width: min(720px, 100vw);
          height: 100%;
        `
      : css`
          width: min(560px, calc(100vw - 32px));
          max-height: calc(100vh - 64px);
          margin: auto;
          border-radius: ${props.theme.radii.large};
        `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${(props) => props.theme.space(2)} ${(props) => props.theme.space(3)};
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

const Body = styled.div<{ $placement: ModalProps['placement'] }>`
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
  justify-content: flex-end;
  gap: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(2)} ${(props) => props.theme.space(3)};
  border-top: 1px solid ${(props) => props.theme.colors.border};
`;
