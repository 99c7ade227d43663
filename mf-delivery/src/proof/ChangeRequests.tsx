import { useId, useState } from 'react';
import { styled } from 'styled-components';
import {
  PROOF_LIMITS,
  proofChangeRequestSchema,
  type ProofChangeRequestView,
  type ProofReply,
} from '@storyloom/contracts/delivery';
import { Button, Spinner } from '@storyloom/kit';
import { ProposedChapters } from './ProposedChapters.js';
import type { ChangeOutcome } from './use-proof.js';

export interface RequestActions {
  ask: (instruction: string, chapter?: number) => Promise<ChangeOutcome>;
  accept: (request: ProofChangeRequestView) => Promise<ChangeOutcome>;
  discard: (request: ProofChangeRequestView) => Promise<ChangeOutcome>;
}

interface ChangeRequestsProps {
  proof: ProofReply;
  /** A chapter's box, or (undefined) the whole book's. */
  chapter?: number;
  actions: RequestActions;
}

const EXAMPLES = {
  book: 'e.g. “Her sister is Maya, not Mia” or “Grandpa is called Pops”',
  chapter: 'e.g. “Make this chapter funnier” or “Leave out the storm, Leo is scared of thunder”',
};

/**
 * A change in plain words (docs/product/proof.md): a box for one chapter or the whole book, and that box's requests:
 * the writer working (the page asks again meanwhile), its proposal with each changed chapter marked (Accept / Discard),
 * or why nothing changed.
 */
export function ChangeRequests({ proof, chapter, actions }: ChangeRequestsProps) {
  const [instruction, setInstruction] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const readOnly = proof.state !== 'in_review';
  const exhausted = proof.requests_used >= proof.requests_max;
  const mine = proof.requests.filter(
    (request) => (request.chapter ?? undefined) === chapter && request.state !== 'discarded',
  );
  const check = proofChangeRequestSchema.safeParse({ base_version: 1, chapter, instruction });
  const problem = instruction.length > 0 && !check.success ? (check.error.issues[0]?.message ?? null) : null;

  const send = async () => {
    if (!check.success || exhausted) return;
    setSending(true);
    setFailure(null);
    const outcome = await actions.ask(instruction.trim(), chapter);
    setSending(false);
    if (outcome.kind === 'saved') setInstruction('');
    else if (outcome.kind === 'failed') setFailure(outcome.message);
  };

  return (
    <Box data-testid={chapter === undefined ? 'book-requests' : `chapter-${chapter}-requests`}>
      {mine.map((request) => (
        <RequestCard key={request.id} request={request} actions={actions} readOnly={readOnly} />
      ))}
      {readOnly ? null : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={id}>
            {chapter === undefined
              ? 'Change the whole book in plain words'
              : `Change chapter ${chapter} in plain words`}
          </label>
          <textarea
            id={id}
            rows={2}
            value={instruction}
            placeholder={chapter === undefined ? EXAMPLES.book : EXAMPLES.chapter}
            onChange={(event) => setInstruction(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-help`}
            disabled={exhausted}
          />
          <Help
            id={`${id}-help`}
            $problem={Boolean(problem ?? failure)}
            role={problem || failure ? 'alert' : undefined}
          >
            {problem ??
              failure ??
              (exhausted
                ? `You have used all ${proof.requests_max} requests in plain words. You can still change any text by hand.`
                : `${instruction.trim().length} of ${PROOF_LIMITS.instruction} characters · ${proof.requests_used} of ${proof.requests_max} requests used`)}
          </Help>
          <Button
            type="submit"
            variant="secondary"
            busy={sending}
            busyLabel="Sending..."
            disabled={!check.success || exhausted}
          >
            Ask the writer
          </Button>
        </form>
      )}
    </Box>
  );
}

function RequestCard({
  request,
  actions,
  readOnly,
}: {
  request: ProofChangeRequestView;
  actions: RequestActions;
  readOnly: boolean;
}) {
  const [busy, setBusy] = useState<'accept' | 'discard' | null>(null);
  const act = async (which: 'accept' | 'discard') => {
    setBusy(which);
    await actions[which](request);
    setBusy(null);
  };
  return (
    <Card
      data-testid={`request-${request.id}`}
      data-state={request.state}
      aria-label={`Your request: ${request.instruction}`}
      role="group"
    >
      <Asked>“{request.instruction}”</Asked>
      {request.state === 'working' ? (
        <p>
          <Spinner /> The writer is working on it. This page updates by itself.
        </p>
      ) : null}
      {request.state === 'failed' ? (
        <Failed>Nothing was changed: {request.message ?? 'the writer could not do it.'}</Failed>
      ) : null}
      {request.state === 'accepted' ? <p>Accepted{request.message ? `: ${request.message}` : '.'}</p> : null}
      {request.state === 'proposed' ? (
        <>
          {request.message ? <p>{request.message}</p> : null}
          {request.chapters.length === 0 ? (
            <p>The writer found nothing to change.</p>
          ) : (
            <>
              <p>
                {request.chapters.length === 1 ? 'One chapter changes' : `${request.chapters.length} chapters change`}.
                Removed words are struck through, added ones underlined. Nothing is kept until you accept.
              </p>
              <ProposedChapters chapters={request.chapters} />
            </>
          )}
          {readOnly ? null : (
            <Actions>
              {request.chapters.length > 0 ? (
                <Button
                  busy={busy === 'accept'}
                  busyLabel="Accepting..."
                  disabled={busy !== null}
                  onClick={() => void act('accept')}
                >
                  Accept
                </Button>
              ) : null}
              <Button
                variant="secondary"
                busy={busy === 'discard'}
                busyLabel="Discarding..."
                disabled={busy !== null}
                onClick={() => void act('discard')}
              >
                Discard
              </Button>
            </Actions>
          )}
        </>
      ) : null}
    </Card>
  );
}

const Box = styled.div`
  margin: ${(props) => props.theme.space(2)} 0 ${(props) => props.theme.space(4)};
  form {
    display: grid;
    gap: ${(props) => props.theme.space(0.75)};
  }
  label {
    font-weight: 600;
    font-size: 1rem;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    font-size: 1rem;
    padding: 8px;
    border: 1px solid ${(props) => props.theme.colors.border};
    border-radius: ${(props) => props.theme.radii.medium};
    resize: vertical;
  }
  form > button {
    justify-self: start;
  }
`;

const Help = styled.span<{ $problem: boolean }>`
  font-size: 0.85rem;
  color: ${(props) => (props.$problem ? props.theme.colors.error : props.theme.colors.textMuted)};
`;

const Card = styled.div`
  margin: 0 0 ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(2)};
  font-size: 1rem;
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-left: 4px solid ${(props) => props.theme.colors.focus};
  border-radius: ${(props) => props.theme.radii.medium};
  p {
    margin: 0 0 ${(props) => props.theme.space(1)};
  }
`;

const Asked = styled.p`
  font-style: italic;
  font-weight: 600;
`;

const Failed = styled.p`
  color: ${(props) => props.theme.colors.error};
`;

const Actions = styled.div`
  display: flex;
  gap: ${(props) => props.theme.space(1)};
  flex-wrap: wrap;
`;
