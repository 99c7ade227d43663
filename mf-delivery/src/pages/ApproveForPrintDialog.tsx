import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { OPERATOR_LIMITS, type OperatorOrder } from '@storyloom/contracts/delivery';
import { ConfirmDialog } from '../components/ConfirmDialog.js';

/**
 * The operators' confirmation before approving a proof on the buyer's behalf: which version of which book goes to the
 * printer, and the operator's name (required: the API keeps it with the approval and logs it).
 */
export function ApproveForPrintDialog({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: OperatorOrder;
  busy: boolean;
  onConfirm: (operator: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const version = order.proof.newest_version;
  return (
    <ConfirmDialog
      title={`Approve order ${order.number} for print?`}
      confirmLabel="Approve for print"
      cancelLabel="Cancel"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        const operator = name.trim();
        if (!operator) setProblem('Type your name: it is kept with the approval.');
        else onConfirm(operator);
      }}
    >
      <p>
        On the buyer's behalf, {version === null ? 'the newest version' : `version ${version}`} of “
        {order.title ?? 'Untitled'}” goes to the printer as it is now. The buyer can no longer change it.
      </p>
      <Field htmlFor={inputId}>Your name</Field>
      <Input
        id={inputId}
        value={name}
        maxLength={OPERATOR_LIMITS.operatorNameMaxLength}
        autoComplete="name"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <Problem id={`${inputId}-problem`} role="alert">
          {problem}
        </Problem>
      ) : null}
    </ConfirmDialog>
  );
}

const Field = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${(props) => props.theme.space(0.5)};
`;

const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: ${(props) => props.theme.space(1)};
  font: inherit;
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.medium};
`;

const Problem = styled.p`
  color: ${(props) => props.theme.colors.error};
  margin: ${(props) => props.theme.space(0.5)} 0 0;
`;
