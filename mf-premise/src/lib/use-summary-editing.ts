import { useCallback, useState } from 'react';

/**
 * The summary's edit cycle (docs/product/step2-premise.md#step2-the-screen): 'Edit' copies the summary into an edit
 * box (the summary itself is the backup), 'Cancel Changes' drops the edit, 'Save' makes the edited text the summary
 * once `persist` succeeds.
 */
export function useSummaryEditing(
  summary: string,
  setSummary: (text: string) => void,
  persist: (text: string) => Promise<void>,
) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const startEditing = useCallback(() => {
    setDraft(summary);
    setEditing(true);
  }, [summary]);

  const cancelEditing = useCallback(() => setEditing(false), []);

  /** Rejects (staying in edit mode, nothing lost) when the draft could not be saved. */
  const save = useCallback(async () => {
    setSaving(true);
    try {
      await persist(draft);
      setSummary(draft);
      setEditing(false);
    } finally {
      setSaving(false);
    }
  }, [draft, persist, setSummary]);

  return { editing, draft, setDraft, saving, startEditing, cancelEditing, save };
}
