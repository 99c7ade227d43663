import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoWarning } from '@storyloom/contracts';
import { generateCover, generateFirstChapter, loadStoredStep4, pngBlobOf, pngSource, storeStep4 } from './cover-api.js';
import { COVER_MESSAGES, failureMessage } from './cover-errors.js';
import { storedCoverSources } from './cover-sources.js';

/**
 * One cover in the carousel: a PNG data URL (generated), or the stored preview as WebP files sized for the screen
 * (coming back: `srcSet` and `sizes`, cover-sources.ts).
 */
export interface CoverOnScreen {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** The server's id of a generated or stored cover, sent back so the book uses its print version. */
  id?: string;
}

export interface Carousel {
  covers: CoverOnScreen[];
  index: number;
}

export type Step4View = 'loading' | 'upload' | 'result';

const EMPTY_CAROUSEL: Carousel = { covers: [], index: 0 };
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Step 4's state (docs/product/step4-cover.md): the view, the covers and the one shown, the first chapter as it is
 * written, and storing the choice. Coming back shows what the server stored, never this browser's memory.
 */
export function useStep4() {
  const [view, setView] = useState<Step4View>('loading');
  /** The result view shows what GET /api/step4 returned: nothing new to store. */
  const [stored, setStored] = useState(false);
  const [carousel, setCarousel] = useState<Carousel>(EMPTY_CAROUSEL);
  const [coverBusy, setCoverBusy] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<PhotoWarning[]>([]);
  const [chapter, setChapter] = useState('');
  const [writing, setWriting] = useState(false);
  const [chapterDone, setChapterDone] = useState(false);
  const [chapterError, setChapterError] = useState<string | null>(null);
  const [storing, setStoring] = useState(false);
  const [storeError, setStoreError] = useState<string | null>(null);
  const coverRun = useRef<AbortController | null>(null);
  const chapterRun = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadStoredStep4(controller.signal)
      .then((reply) => {
        // A transition: the stored cover and chapter render in slices that leave the loading page responsive, not in
        // one long task (Lighthouse's total blocking time, issue 27).
        startTransition(() => {
          if (reply?.cover && reply.first_chapter) {
            const { cover, first_chapter: chapter } = reply;
            setCarousel({ covers: [{ ...storedCoverSources(cover.url), id: cover.id }], index: 0 });
            setChapter(chapter);
            setChapterDone(true);
            setStored(true);
            setView('result');
          } else {
            setView('upload');
          }
        });
      })
      .catch((error: unknown) => {
        // Nothing stored can be shown: the visitor starts from the photos (an unreachable server says so later).
        if (!isAbort(error)) setView('upload');
      });
    return () => controller.abort();
  }, []);

  useEffect(
    () => () => {
      coverRun.current?.abort();
      chapterRun.current?.abort();
    },
    [],
  );

  const designCover = useCallback(async (photos: readonly File[]) => {
    coverRun.current?.abort();
    const controller = new AbortController();
    coverRun.current = controller;
    setCoverBusy(true);
    setCoverError(null);
    try {
      const reply = await generateCover(photos, controller.signal);
      const added = reply.generated_images.map((image, position) => ({
        src: pngSource(image),
        id: reply.covers[position]?.id,
      }));
      // New covers go after the ones already made, and the first new one is shown (docs/product/step4-cover.md).
      setCarousel((current) => ({ covers: [...current.covers, ...added], index: current.covers.length }));
      setWarnings(reply.warnings);
    } catch (error) {
      if (isAbort(error)) return;
      setCoverError(failureMessage(error, COVER_MESSAGES.coverFailed));
    } finally {
      if (coverRun.current === controller) {
        coverRun.current = null;
        setCoverBusy(false);
      }
    }
  }, []);

  const writeChapter = useCallback(async () => {
    chapterRun.current?.abort();
    const controller = new AbortController();
    chapterRun.current = controller;
    setWriting(true);
    setChapter('');
    setChapterDone(false);
    setChapterError(null);
    try {
      const text = await generateFirstChapter({
        onText: (delta) => setChapter((written) => written + delta),
        signal: controller.signal,
      });
      setChapter(text);
      setChapterDone(true);
    } catch (error) {
      if (isAbort(error)) return;
      setChapter(''); // a chapter cut short is not the book's chapter 1
      setChapterError(failureMessage(error, COVER_MESSAGES.chapterFailed));
    } finally {
      if (chapterRun.current === controller) {
        chapterRun.current = null;
        setWriting(false);
      }
    }
  }, []);

  /** Generate Cover: to the result view; the cover and the first chapter are made at the same time. */
  const generate = useCallback(
    (photos: readonly File[]) => {
      setStored(false);
      setCarousel(EMPTY_CAROUSEL);
      setWarnings([]);
      setStoreError(null);
      setView('result');
      void designCover(photos);
      void writeChapter();
    },
    [designCover, writeChapter],
  );

  const regenerate = useCallback(
    (photos: readonly File[]) => {
      setStoreError(null);
      void designCover(photos);
    },
    [designCover],
  );

  const startOver = useCallback(() => {
    coverRun.current?.abort();
    chapterRun.current?.abort();
    setStored(false);
    setCarousel(EMPTY_CAROUSEL);
    setCoverError(null);
    setWarnings([]);
    setChapter('');
    setChapterDone(false);
    setChapterError(null);
    setStoreError(null);
    setView('upload');
  }, []);

  const show = useCallback(
    (index: number) =>
      setCarousel((current) => ({ ...current, index: Math.min(Math.max(index, 0), current.covers.length - 1) })),
    [],
  );

  const shown = carousel.covers[carousel.index];
  const canProceed = shown !== undefined && chapterDone && !coverBusy && !writing && !storing;

  /** Proceed to step 5: stores the cover on screen and the chapter; true only when the server stored them. */
  const proceed = useCallback(async (): Promise<boolean> => {
    if (!shown || !chapterDone) return false;
    if (stored) return true;
    setStoring(true);
    setStoreError(null);
    try {
      await storeStep4({ cover: pngBlobOf(shown.src), firstChapter: chapter, coverId: shown.id });
      return true;
    } catch (error) {
      setStoreError(failureMessage(error, COVER_MESSAGES.storeFailed));
      return false;
    } finally {
      setStoring(false);
    }
  }, [shown, chapterDone, stored, chapter]);

  return {
    view,
    stored,
    carousel,
    show,
    coverBusy,
    coverError,
    warnings,
    chapter,
    writing,
    chapterDone,
    chapterError,
    storing,
    storeError,
    canProceed,
    generate,
    regenerate,
    retryChapter: writeChapter,
    startOver,
    proceed,
  };
}
