import { useCallback, useEffect, useRef, useState } from 'react';

/** 'waiting' = asked, no words yet (the progress bar); 'streaming' = words arriving (shown as they come). */
export type GenerationPhase = 'idle' | 'waiting' | 'streaming';

type Start<T> = (onText: (delta: string) => void, signal: AbortSignal) => Promise<T>;

/**
 * Runs one streamed generation at a time and exposes its progress to the page. Leaving the page aborts the
 * request (the visitor no longer waits for it, and the server stops writing).
 */
export function useStreamedGeneration() {
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [streamedText, setStreamedText] = useState('');
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(async <T>(start: Start<T>): Promise<T> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setPhase('waiting');
    setStreamedText('');
    try {
      return await start((delta) => {
        setPhase('streaming');
        setStreamedText((text) => text + delta);
      }, controller.signal);
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setPhase('idle');
        setStreamedText('');
      }
    }
  }, []);

  return { phase, streamedText, generating: phase !== 'idle', run };
}

/** Aborting is the page's own doing (navigation), never an error to show. */
export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
