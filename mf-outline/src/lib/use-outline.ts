import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { BookSize, ChapterEdit } from '@storyloom/contracts';
import { mirrorOutline, readStoredOutline, storeBookSize } from './local-storage.js';
import { generateOutline, loadDetailedOutline, saveChapter } from './outline-api.js';
import { generationErrorMessage } from './outline-errors.js';
import { outlineFromStep3Reply, viewOfDraftReply } from './outline-reply.js';
import { NO_OUTLINE, type OutlineView } from './outline-view.js';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const mirror = (outline: OutlineView) => {
  if (typeof outline.text === 'string') mirrorOutline(outline.text);
};

/**
 * Step 3's outline: shown at once from the local mirror, then from the draft (the truth: it has the editable
 * chapters); written anew by `generate` with the text streaming into `streamed`; shaped chapter by chapter.
 */
export function useOutline(enabled: boolean) {
  const [outline, setOutline] = useState<OutlineView>(() => {
    const stored = readStoredOutline();
    return stored === undefined ? NO_OUTLINE : { text: stored, chapters: null, bookSize: null };
  });
  const [generating, setGenerating] = useState(false);
  const [streamed, setStreamed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const generation = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    loadDetailedOutline(controller.signal)
      .then((reply) => {
        // The draft wins over the local mirror, also when it has no outline (the mirror may be from an old story).
        const view = reply.detailed_outline === '' ? NO_OUTLINE : viewOfDraftReply(reply);
        // A transition: the outline renders in slices that leave the loading page responsive, not in one long task
        // (Lighthouse's total blocking time, issue 27).
        startTransition(() => setOutline((current) => (generation.current ? current : view)));
        mirrorOutline(reply.detailed_outline);
      })
      .catch(() => undefined); // unreachable server: the local mirror stays on screen
    return () => controller.abort();
  }, [enabled]);

  useEffect(() => () => generation.current?.abort(), []);

  const generate = useCallback(async (size: BookSize) => {
    generation.current?.abort();
    const controller = new AbortController();
    generation.current = controller;
    setGenerating(true);
    setStreamed('');
    setError(null);
    setEditing(null);
    try {
      const reply = await generateOutline(size, {
        onText: (delta) => setStreamed((text) => text + delta),
        signal: controller.signal,
      });
      const written = await outlineFromStep3Reply(reply, controller.signal);
      setOutline(written);
      mirror(written);
      storeBookSize(size);
    } catch (caught) {
      if (isAbort(caught)) return;
      setError(generationErrorMessage(caught));
    } finally {
      if (generation.current === controller) {
        generation.current = null;
        setGenerating(false);
      }
    }
  }, []);

  const saveEditedChapter = useCallback(async (number: number, edit: ChapterEdit) => {
    const saved = viewOfDraftReply(await saveChapter(number, edit));
    setOutline(saved);
    mirror(saved);
    setEditing(null);
  }, []);

  return { outline, generating, streamed, error, editing, setEditing, generate, saveEditedChapter };
}
