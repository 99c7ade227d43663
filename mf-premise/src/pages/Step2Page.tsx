import { startTransition, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { STORY_LIMITS } from '@storyloom/contracts';
import { emptyGiftDetailsForm, type GiftDetailsForm } from '../lib/gift-details-form.js';
import { emptyStoryDetailsForm, missingStoryFields, type StoryDetailsForm } from '../lib/story-details-form.js';
import { Button, ButtonLink, PageTitle, usePageview } from '@storyloom/kit';
import { Snackbar, TextArea, type SnackbarProps } from '@storyloom/kit/forms';
import { StepIndicator, useDraftProgress, WrittenForEarlierNotice } from '@storyloom/kit/wizard';
import { CharactersSideTab, PageBesideSideTab } from '../components/CharactersSideTab.js';
import { GiftDetailsSection } from '../components/GiftDetailsSection.js';
import { Columns, FormCard, FormCardHeading, TopActions } from '../components/PremiseLayout.js';
import { StoryDetailsFields } from '../components/StoryDetailsFields.js';
import { SummaryActions } from '../components/SummaryActions.js';
import { SummaryPanel } from '../components/SummaryPanel.js';
import { SUMMARY_PROGRESS_MS } from '../lib/generation-progress.js';
import { storeStoryOutline } from '../lib/local-storage.js';
import { generateSummary, loadSavedStory, saveGift, saveSummary } from '../lib/premise-api.js';
import { NO_SUMMARY_MESSAGE, STALE_SUMMARY_MESSAGE, summaryErrorMessage } from '../lib/summary-messages.js';
import { useSummaryEditing } from '../lib/use-summary-editing.js';
import { isAbortError, useStreamedGeneration } from '../lib/use-streamed-generation.js';

type Notice = Pick<SnackbarProps, 'message' | 'severity'>;

/** Saving an edit keeps both copies in step: the draft (what step 3 reads) first, then this browser's copy. */
const persistSummary = async (text: string) => {
  await saveSummary(text);
  storeStoryOutline(text);
};

/** /step2: the visitor describes the story and generates its summary (docs/product/step2-premise.md). */
export default function Step2Page() {
  usePageview('/step2', 'Step 2');
  const navigate = useNavigate();
  const [form, setForm] = useState<StoryDetailsForm>(emptyStoryDetailsForm);
  const [gift, setGift] = useState<GiftDetailsForm>(emptyGiftDetailsForm);
  const [loaded, setLoaded] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { phase, streamedText, generating, run } = useStreamedGeneration();
  // The server says whether the summary was written for characters changed since; the page never works it out.
  const { progress, reload: reloadProgress } = useDraftProgress();
  const editing = useSummaryEditing(summary, setSummary, persistSummary);
  const missing = missingStoryFields(form);
  const writtenForEarlierCharacters = progress?.stale.summary === true && summary !== '' && phase === 'idle';

  useEffect(() => {
    let current = true;
    void loadSavedStory().then((saved) => {
      if (!current) return;
      // A transition: the saved story renders in slices that leave the loading page responsive, not in one long task
      // (Lighthouse's total blocking time, issue 27).
      startTransition(() => {
        if (saved.form) setForm(saved.form);
        setGift(saved.gift);
        setSummary(saved.summary);
        setLoaded(true);
      });
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    // Keyboard and screen-reader users land on the first field to fix.
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const closeNotice = useCallback(() => setNotice(null), []);
  const showError = (message: string) => setNotice({ message, severity: 'error' });

  const generate = (event: FormEvent) => {
    event.preventDefault();
    void writeSummary();
  };

  const writeSummary = async () => {
    if (generating) return;
    setAttempted(true);
    if (missing.length > 0) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    setNotice(null);
    try {
      const outline = await run((onText, signal) => generateSummary(form, gift, onText, signal));
      if (!outline) return showError(NO_SUMMARY_MESSAGE);
      // The API saved it in the draft already; this copy serves step 3 when the server can't be reached.
      storeStoryOutline(outline);
      setSummary(outline);
      reloadProgress();
    } catch (error) {
      if (!isAbortError(error)) showError(summaryErrorMessage(error));
    }
  };

  // Before the first summary the answers go with it; after it, the story is saved and they are saved on their own.
  const saveGiftChange = async () => {
    if (summary === '') return;
    try {
      await saveGift(gift);
    } catch (error) {
      showError(
        error instanceof Error && error.message
          ? error.message
          : 'Your gift details could not be saved. Please try again.',
      );
    }
  };

  const saveEdit = async () => {
    try {
      await editing.save();
      reloadProgress();
    } catch (error) {
      showError(
        error instanceof Error && error.message ? error.message : 'Your changes could not be saved. Please try again.',
      );
    }
  };

  return (
    <PageBesideSideTab>
      <StepIndicator active={1} progress={progress ?? null} />
      <PageTitle>Create Your Summary</PageTitle>
      <TopActions>
        <ButtonLink to="/step1" variant="secondary">
          Back to Step 1
        </ButtonLink>
      </TopActions>
      {!loaded ? (
        <Status role="status">Loading your story...</Status>
      ) : (
        <Columns>
          <FormCard ref={formRef} noValidate aria-labelledby="story-details-heading" onSubmit={generate}>
            <FormCardHeading id="story-details-heading">Story Details</FormCardHeading>
            <StoryDetailsFields form={form} onChange={setForm} errors={attempted ? missing : []} />
            <GiftDetailsSection gift={gift} onChange={setGift} onChanged={() => void saveGiftChange()} />
            <Button
              type="submit"
              fullWidth
              busy={generating}
              busyLabel="Generating..."
              disabled={editing.editing}
              aria-describedby="generate-hint"
            >
              Generate Summary
            </Button>
            {editing.editing && <Hint id="generate-hint">Save or cancel your changes to generate a new summary.</Hint>}
          </FormCard>
          <SummaryPanel
            heading="Story Summary"
            phase={phase}
            streamedText={streamedText}
            summary={summary}
            progressMs={SUMMARY_PROGRESS_MS}
            notice={
              writtenForEarlierCharacters && (
                <WrittenForEarlierNotice
                  message={STALE_SUMMARY_MESSAGE}
                  actionLabel="Regenerate Summary"
                  onRegenerate={() => void writeSummary()}
                  disabled={editing.editing}
                />
              )
            }
            editor={
              editing.editing && (
                <TextArea
                  label="Edit your summary"
                  autoFocus
                  rows={16}
                  maxLength={STORY_LIMITS.summaryMaxLength}
                  style={{ maxHeight: 550 }}
                  value={editing.draft}
                  onChange={(event) => editing.setDraft(event.target.value)}
                />
              )
            }
            actions={
              <SummaryActions
                hasSummary={summary !== ''}
                editing={editing.editing}
                generating={generating}
                saving={editing.saving}
                draftEmpty={editing.draft.trim() === ''}
                onEdit={editing.startEditing}
                onCancel={editing.cancelEditing}
                onSave={saveEdit}
                onProceed={() => navigate('/step3')}
              />
            }
          />
        </Columns>
      )}
      <CharactersSideTab
        onSaved={() => {
          setNotice({ message: 'Characters saved.', severity: 'success' });
          reloadProgress(); // new characters may leave the summary out of date
        }}
      />
      <Snackbar open={notice !== null} message={notice?.message} severity={notice?.severity} onClose={closeNotice} />
    </PageBesideSideTab>
  );
}

const Status = styled.p`
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: ${(props) => props.theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
