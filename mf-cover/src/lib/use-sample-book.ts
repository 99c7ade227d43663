import { useEffect, useState } from 'react';
import { ApiRequestError, apiGet } from '@storyloom/kit';
import type { SampleBook, SampleList } from '@storyloom/contracts';

export type SampleBookState =
  | { status: 'loading' }
  | { status: 'shown'; book: SampleBook }
  | { status: 'failed'; message: string };

/** The server's own sentence for an unknown sample (SAMPLE_NOT_FOUND); anything else is a plain retry message. */
const failureOf = (error: unknown): string =>
  error instanceof ApiRequestError && error.status === 404
    ? error.message
    : 'We could not load this sample story. Please try again in a moment.';

/**
 * The sample book named by `slug` (GET /api/samples/:slug), or, without one, the first sample the API lists: the
 * one the landing page's 'See a Sample Story' opens.
 */
export function useSampleBook(slug: string | null): SampleBookState {
  const [state, setState] = useState<SampleBookState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    (async () => {
      const wanted = slug ?? (await apiGet<SampleList>('/api/samples', { signal: controller.signal })).samples[0]?.slug;
      if (!wanted) throw new ApiRequestError(404, 'SAMPLE_NOT_FOUND', 'There are no sample stories yet.');
      return apiGet<SampleBook>(`/api/samples/${encodeURIComponent(wanted)}`, { signal: controller.signal });
    })().then(
      (book) => setState({ status: 'shown', book }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureOf(error) });
      },
    );
    return () => controller.abort();
  }, [slug]);
  return state;
}
