import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  emptyOutlineRequestForm,
  missingOutlineRequestFields,
  type OutlineRequestForm,
  type StoredCharacter,
} from '@storyloom/contracts';
import { Button, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { Snackbar } from '@storyloom/kit/forms';
import { StepIndicator } from '@storyloom/kit/wizard';
import { OutlineRequestFields } from '../components/OutlineRequestFields.js';
import { CharacterPreviewDialog } from '../components/CharacterPreviewDialog.js';
import { Columns, FormCard, FormCardHeading, TopActions } from '../components/PremiseLayout.js';
import { SummaryPanel } from '../components/SummaryPanel.js';
import { SUMMARY_PROGRESS_MS } from '../lib/generation-progress.js';
import { storeStoryOutline } from '../lib/local-storage.js';
import { isAbortError, useStreamedGeneration } from '../lib/use-streamed-generation.js';
import { generateVariantOutline, loadFirstCharacter } from '../lib/variant-api.js';

/** Verbatim (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form). */
export const VARIANT_GENERATION_ERROR = 'Error generating outline';

/**
 * /OldStep2: the legacy outline request form
 * (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form).
 */
export default function OldStep2Page() {
  usePageview('/OldStep2', 'Old Step 2');
  const navigate = useNavigate();
  const [form, setForm] = useState<OutlineRequestForm>(emptyOutlineRequestForm);
  const [attempted, setAttempted] = useState(false);
  const [summary, setSummary] = useState('');
  const [failed, setFailed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [character, setCharacter] = useState<StoredCharacter | undefined>();
  const { phase, streamedText, generating, run } = useStreamedGeneration();
  const missing = missingOutlineRequestFields(form);

  useEffect(() => {
    // A character load failure is only logged
    // (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form); the dialog then says there is none.
    loadFirstCharacter().then(setCharacter, (error: unknown) => console.warn('Could not load the characters', error));
  }, []);

  const update = (patch: Partial<OutlineRequestForm>) => setForm((current) => ({ ...current, ...patch }));
  const closeSnackbar = useCallback(() => setFailed(false), []);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    setAttempted(true);
    if (missing.length > 0) return;
    setFailed(false);
    try {
      const outline = await run((onText, signal) => generateVariantOutline(form, onText, signal));
      setSummary(outline);
      // Step 3 reads the summary from here when the draft cannot be reached.
      storeStoryOutline(outline);
    } catch (error) {
      if (!isAbortError(error)) setFailed(true);
    }
  };

  return (
    <PageContainer>
      <StepIndicator active={1} />
      <PageTitle>Create Your Summary</PageTitle>
      <TopActions>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
          Characters
        </Button>
      </TopActions>
      <Columns>
        <FormCard noValidate aria-labelledby="outline-request-heading" onSubmit={generate}>
          <FormCardHeading id="outline-request-heading">SUMMARY</FormCardHeading>
          <OutlineRequestFields form={form} onChange={update} errors={attempted ? missing : []} />
          <Button type="submit" fullWidth busy={generating} busyLabel="Generating...">
            Generate Outline
          </Button>
        </FormCard>
        <SummaryPanel
          heading="Story Summary"
          phase={phase}
          streamedText={streamedText}
          summary={summary}
          progressMs={SUMMARY_PROGRESS_MS}
          actions={
            <Button disabled={!summary || generating} onClick={() => navigate('/step3')}>
              Proceed to step 3
            </Button>
          }
        />
      </Columns>
      <CharacterPreviewDialog open={dialogOpen} onClose={() => setDialogOpen(false)} character={character} />
      <Snackbar open={failed} message={VARIANT_GENERATION_ERROR} onClose={closeSnackbar} />
    </PageContainer>
  );
}
