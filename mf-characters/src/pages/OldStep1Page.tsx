import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { CHARACTER_LIMITS, CHARACTERS_SAVED_MESSAGE } from '@storyloom/contracts';
import { ApiRequestError, Button, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';
import { DismissibleAlert } from '../components/DismissibleAlert.js';
import { VariantMainCharacterForm } from '../components/VariantMainCharacterForm.js';
import { VariantSupportingCharacterCard } from '../components/VariantSupportingCharacterCard.js';
import { saveCharacters } from '../lib/characters-api.js';
import { clearLaterStepData, storeCharactersLocally } from '../lib/local-storage.js';
import { scrollSmoothlyTo } from '../lib/scroll.js';
import { useVariantForms } from '../lib/use-variant-forms.js';
import { VARIANT_MESSAGES, validateVariant, variantToSavedCharacters } from '../lib/variant-form.js';

/** Shown when the draft could not be saved and the server gave no reason a visitor can act on. */
export const VARIANT_SAVE_FAILED_MESSAGE = 'Your characters could not be saved. Please try again.';

/**
 * /OldStep1, the legacy character form (docs/product/step1-characters.md#oldstep1-the-legacy-form). The original sent
 * nothing; here the characters are saved to the draft as well, because /OldStep2 loads them from the server.
 */
export default function OldStep1Page() {
  usePageview('/OldStep1', 'Old Step 1');
  const navigate = useNavigate();
  const { main, supporting, updateMain, updateSupporting, addSupporting, removeSupporting } = useVariantForms();
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const validation = validateVariant(main, supporting);
  const errorsOf = (id: string) => (attempted ? (validation.errors[id] ?? {}) : {});

  useEffect(() => clearLaterStepData(), []);

  const fail = (message: string) => {
    setAlert(message);
    scrollSmoothlyTo(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (!validation.valid) {
      fail(VARIANT_MESSAGES.alert);
      return;
    }
    setAlert(null);
    setSaving(true);
    const characters = variantToSavedCharacters(main, supporting);
    storeCharactersLocally(characters);
    try {
      if ((await saveCharacters(characters)) === CHARACTERS_SAVED_MESSAGE) {
        navigate('/step2');
        return;
      }
      fail(VARIANT_SAVE_FAILED_MESSAGE);
    } catch (error) {
      // The API's message names the field it refused (e.g. a personality trait over 100 characters).
      fail(
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500
          ? error.message
          : VARIANT_SAVE_FAILED_MESSAGE,
      );
    }
    setSaving(false);
  };

  return (
    <PageContainer>
      <StepIndicator active={0} />
      <UppercaseTitle>Create Your Main Characters</UppercaseTitle>
      {alert && <DismissibleAlert message={alert} onDismiss={() => setAlert(null)} />}
      <Form noValidate aria-label="Characters" onSubmit={submit}>
        <VariantMainCharacterForm character={main} onChange={updateMain} errors={errorsOf(main.id)} />
        <section aria-labelledby="variant-supporting-heading">
          <SectionHeading id="variant-supporting-heading">Supporting characters</SectionHeading>
          {supporting.map((character, index) => (
            <VariantSupportingCharacterCard
              key={character.id}
              character={character}
              position={index + 1}
              onChange={(patch) => updateSupporting(character.id, patch)}
              onRemove={() => removeSupporting(character.id)}
              errors={errorsOf(character.id)}
            />
          ))}
          <Button
            variant="secondary"
            onClick={addSupporting}
            disabled={supporting.length >= CHARACTER_LIMITS.maxSupportingCharacters}
          >
            + ADD CHARACTER
          </Button>
        </section>
        <Actions>
          <Button type="submit" busy={saving} busyLabel="Saving...">
            Proceed to step 2
          </Button>
        </Actions>
      </Form>
    </PageContainer>
  );
}

/**
 * The legacy form shows the heading in capitals (docs/product/step1-characters.md#oldstep1-the-legacy-form); CSS does
 * it, so the text stays as written.
 */
const UppercaseTitle = styled(PageTitle)`
  text-transform: uppercase;
`;

const Form = styled.form`
  max-width: 900px;
  margin: 0 auto;
`;

const SectionHeading = styled.h2`
  font-size: 1.35rem;
  margin: ${(props) => props.theme.space(2)} 0;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${(props) => props.theme.space(4)};
`;
