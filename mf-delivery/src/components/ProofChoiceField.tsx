import { PROOF_CHOICES, PROOF_CHOICE_LABELS, type ProofChoice } from '@storyloom/contracts/delivery';
import { ChoiceCards } from './ChoiceCards.js';

/** What each choice means for the buyer, under its label (the labels are the contract's, word for word). */
const DETAILS: Record<ProofChoice, string> = {
  review: 'We e-mail you when the pages are ready. Change anything, then approve; nothing prints before.',
  print_when_written: 'The book goes to the printer as soon as it is written and typeset.',
};

/** Step 5's proof choice (docs/product/proof.md), sent as `proof_choice` with the checkout; changeable later from the status page. */
export function ProofChoiceField({ value, onChange }: { value: ProofChoice; onChange: (choice: ProofChoice) => void }) {
  return (
    <ChoiceCards
      legend="Before printing"
      name="proof-choice"
      value={value}
      onChange={onChange}
      columns={1}
      options={PROOF_CHOICES.map((choice) => ({
        value: choice,
        label: PROOF_CHOICE_LABELS[choice],
        detail: DETAILS[choice],
      }))}
    />
  );
}
