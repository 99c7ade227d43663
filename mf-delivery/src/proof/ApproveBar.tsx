import { useState } from 'react';
import { styled } from 'styled-components';
import type { ProofReply } from '@storyloom/contracts/delivery';
import { Button } from '@storyloom/kit';
import { ConfirmDialog } from '../components/ConfirmDialog.js';
import type { ChangeOutcome } from './use-proof.js';

const APPROVERS = { buyer: 'you', operator: 'our team, on your behalf', automatic: 'automatically' } as const;

/**
 * "Approve and print" (docs/product/proof.md): always at hand (the bottom of the screen on a phone), asks once more in
 * a dialog naming the version, its pages and any flags of the personalisation check; once approved, says so.
 */
export function ApproveBar({
  proof,
  flags,
  onApprove,
}: {
  proof: ProofReply;
  flags: number;
  onApprove: () => Promise<ChangeOutcome>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (proof.state === 'approved') {
    return (
      <Approved role="status" data-testid="proof-approved">
        <strong>Approved.</strong> Version {proof.approved_version} was approved
        {proof.approved_by ? ` by ${APPROVERS[proof.approved_by]}` : ''}
        {proof.approved_at
          ? ` on ${new Date(proof.approved_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`
          : ''}
        . It is what prints; nothing can change any more.
      </Approved>
    );
  }
  if (proof.state !== 'in_review') return null;
  const working = proof.requests.some((request) => request.state === 'working' || request.state === 'proposed');
  return (
    <Bar>
      <span>
        Version {proof.version} · {proof.page_count} pages
        {flags > 0 ? <Flagged> · {flags === 1 ? '1 thing to check' : `${flags} things to check`}</Flagged> : null}
      </span>
      <Button onClick={() => setAsking(true)} aria-haspopup="dialog">
        Approve and print
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Print version ${proof.version}?`}
          confirmLabel="Approve and print"
          cancelLabel="Keep reading"
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setBusy(true);
            void onApprove().then((outcome) => {
              setBusy(false);
              setAsking(false);
              return outcome;
            });
          }}
        >
          <p>
            Your book prints exactly as version {proof.version}: {proof.page_count} pages, “{proof.title}”. After this
            nothing can be changed.
          </p>
          {flags > 0 ? (
            <Warning>
              The check of what's personal flagged {flags === 1 ? '1 thing' : `${flags} things`}. Have a look at “What's
              personal” before you approve.
            </Warning>
          ) : null}
          {working ? (
            <Warning>
              A change you asked for in plain words is not accepted yet; it will not be in the printed book.
            </Warning>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1)};
  margin-top: ${(props) => props.theme.space(3)};
  padding: ${(props) => props.theme.space(1.5)} ${(props) => props.theme.space(2)};
  background: ${(props) => props.theme.colors.surface};
  border-top: 2px solid ${(props) => props.theme.colors.primary};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.08);
`;

const Flagged = styled.strong`
  color: #b34700;
`;

const Warning = styled.p`
  padding: ${(props) => props.theme.space(1)};
  background: #fff4e5;
  border-left: 4px solid #ef6c00;
`;

const Approved = styled.p`
  margin: ${(props) => props.theme.space(2)} 0;
  padding: ${(props) => props.theme.space(2)};
  background: #e8f5e9;
  border: 2px solid ${(props) => props.theme.colors.success};
  border-radius: ${(props) => props.theme.radii.medium};
`;
