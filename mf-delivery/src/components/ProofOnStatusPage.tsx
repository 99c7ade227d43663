import { useState } from 'react';
import { styled } from 'styled-components';
import {
  PROOF_CHOICES,
  PROOF_CHOICE_LABELS,
  orderProofPath,
  type ProductionStage,
  type ProofChoice,
  type ProofReply,
} from '@storyloom/contracts/delivery';
import { changeProofChoice, failureMessage } from '../lib/proof-api.js';
import { BEFORE_PRINTING } from '../lib/use-proof-overview.js';
import { ChoiceCards } from './ChoiceCards.js';

interface ProofOnStatusPageProps {
  orderId: string;
  token: string | null;
  stage: ProductionStage | null;
  proof: ProofReply | null;
  onProof: (proof: ProofReply) => void;
}

/**
 * The status page's part of the proof (docs/product/proof.md): while the book waits for the buyer, a prominent link
 * to read and approve it; until printing starts, the choice made at checkout, which can be changed here.
 */
export function ProofOnStatusPage({ orderId, token, stage, proof, onProof }: ProofOnStatusPageProps) {
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const inReview = stage === 'ready_for_review' && proof?.state !== 'approved';
  const choiceOpen = stage !== null && BEFORE_PRINTING.has(stage) && proof !== null && proof.state !== 'approved';

  const choose = (choice: ProofChoice) => {
    if (!proof || choice === proof.proof_choice || saving) return;
    setSaving(true);
    setMessage({ text: 'Saving your choice...', error: false });
    changeProofChoice({ orderId, token: token ?? undefined }, choice)
      .then((next) => {
        onProof(next);
        setMessage({ text: 'Saved.', error: false });
      })
      .catch((error: unknown) =>
        setMessage({ text: failureMessage(error, 'Your choice could not be saved. Please try again.'), error: true }),
      )
      .finally(() => setSaving(false));
  };

  if (!inReview && !choiceOpen) return null;
  return (
    <Card aria-labelledby="proof-heading">
      <Heading id="proof-heading">Before it is printed</Heading>
      {inReview ? (
        <>
          <p>Your book is written and typeset. Read every page, change what you like, then approve it for printing.</p>
          <ReviewLink href={orderProofPath(orderId, token ?? undefined)}>Read and approve your book</ReviewLink>
        </>
      ) : null}
      {choiceOpen && proof ? (
        <ChoiceCards
          legend="When your book is ready"
          name="proof-choice"
          value={proof.proof_choice}
          onChange={choose}
          columns={1}
          options={PROOF_CHOICES.map((choice) => ({
            value: choice,
            label: PROOF_CHOICE_LABELS[choice],
            disabled: saving,
          }))}
        />
      ) : null}
      <Saving role={message?.error ? 'alert' : 'status'} data-testid="proof-choice-status">
        {message?.text ?? ''}
      </Saving>
    </Card>
  );
}

const Card = styled.section`
  max-width: 640px;
  margin: 0 auto ${(props) => props.theme.space(3)};
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 2px solid ${(props) => props.theme.colors.primary};
  border-radius: ${(props) => props.theme.radii.large};
  p {
    margin: 0 0 ${(props) => props.theme.space(2)};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${(props) => props.theme.space(1)};
  font-size: 1.3rem;
`;

/** The one thing the buyer has to do: as large as a button, and a real link (it opens on any device). */
const ReviewLink = styled.a`
  display: inline-block;
  margin-bottom: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(1.5)} ${(props) => props.theme.space(3)};
  border-radius: ${(props) => props.theme.radii.medium};
  background: ${(props) => props.theme.colors.primary};
  color: ${(props) => props.theme.colors.primaryContrast};
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Saving = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-size: 0.9rem;
`;
