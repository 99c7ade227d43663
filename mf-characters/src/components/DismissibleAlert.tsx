import { styled } from 'styled-components';

interface DismissibleAlertProps {
  message: string;
  onDismiss: () => void;
}

/**
 * The legacy form's top alert (docs/product/step1-characters.md#oldstep1-the-legacy-form): announced when it appears,
 * closable by its button.
 */
export function DismissibleAlert({ message, onDismiss }: DismissibleAlertProps) {
  return (
    <Alert role="alert">
      <span>{message}</span>
      <Close type="button" aria-label="Dismiss alert" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </Close>
    </Alert>
  );
}

const Alert = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${(props) => props.theme.space(2)};
  max-width: 900px;
  margin: 0 auto ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(1.5)} ${(props) => props.theme.space(2)};
  color: ${(props) => props.theme.colors.error};
  background: #fdecea;
  border: 1px solid ${(props) => props.theme.colors.error};
  border-radius: ${(props) => props.theme.radii.medium};
`;

const Close = styled.button`
  min-width: 32px;
  min-height: 32px;
  font-size: 1.25rem;
  line-height: 1;
  color: inherit;
  background: transparent;
  border: none;
  border-radius: ${(props) => props.theme.radii.small};
  cursor: pointer;
`;
