import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { BookPreviewQuery, BookPreviewReply } from '@storyloom/contracts/delivery';
import { Button, Spinner } from '@storyloom/kit';
import { Dialog } from '@storyloom/kit/dialog';
import { loadBookPreview } from '../lib/preview-api.js';

export interface BookPreviewDialogProps {
  /** The look chosen on the form: the paper colour and format, and the dedication as typed. */
  query: Required<BookPreviewQuery>;
  onClose: () => void;
}

type PreviewState =
  | { kind: 'loading' }
  | { kind: 'loaded'; preview: BookPreviewReply }
  | { kind: 'failed'; message: string };

/**
 * /step5's 'Preview your book' (docs/product/step5-delivery.md): the front cover, title and dedication pages and
 * the first chapter's pages as the printer will print them, typeset by the server with the printed book's own
 * code. One page at a time; ← → (or the buttons) turn pages, Home and End jump, Escape closes. Loaded on demand, so
 * /step5 downloads none of this until the button is pressed.
 */
export default function BookPreviewDialog({ query, onClose }: BookPreviewDialogProps) {
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);

  const { paper_color, binding_type, dedication } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt: "Try again" bumps it to load the preview again
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    loadBookPreview({ paper_color, binding_type, dedication }, controller.signal)
      .then((preview) => {
        setIndex(0);
        setState({ kind: 'loaded', preview });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'The preview could not be made. Please try again.',
        });
      });
    return () => controller.abort();
  }, [paper_color, binding_type, dedication, attempt]);

  const pages = state.kind === 'loaded' ? state.preview.pages : [];
  const last = pages.length - 1;
  const turn = useCallback((to: number) => setIndex(Math.max(0, Math.min(last, to))), [last]);
  // On the document, not the panel: a page button that becomes disabled at either end drops the focus to <body>,
  // and the keys must still turn pages while the (modal) dialog is open.
  useEffect(() => {
    if (last < 0) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const moves: Record<string, (at: number) => number> = {
        ArrowRight: (at) => at + 1,
        PageDown: (at) => at + 1,
        ArrowLeft: (at) => at - 1,
        PageUp: (at) => at - 1,
        Home: () => 0,
        End: () => last,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      setIndex((at) => Math.max(0, Math.min(last, move(at))));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last]);
  const page = pages[index];

  return (
    <Dialog
      title="Preview your book"
      closeLabel="Close the preview"
      onClose={onClose}
      maxWidth={720}
      initialFocus="dialog"
    >
      {state.kind === 'loading' ? (
        <Message role="status">
          <Spinner /> Typesetting your book as it will print...
        </Message>
      ) : null}
      {state.kind === 'failed' ? (
        <Message>
          <span role="alert">{state.message}</span>
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </Message>
      ) : null}
      {page ? (
        <>
          <Sheet $paper={state.kind === 'loaded' ? state.preview.paper_color : 'white'}>
            <img src={page.url} alt={page.label} width={page.width} height={page.height} data-testid="preview-page" />
          </Sheet>
          <Nav>
            <Button variant="secondary" onClick={() => turn(index - 1)} disabled={index === 0}>
              Previous page
            </Button>
            <PageLabel aria-live="polite" data-testid="preview-page-label">
              {page.label}
              {page.page_number ? ` (page ${page.page_number})` : ''} · {index + 1} of {pages.length}
            </PageLabel>
            <Button variant="secondary" onClick={() => turn(index + 1)} disabled={index === pages.length - 1}>
              Next page
            </Button>
          </Nav>
          <Hint>Use the arrow keys to turn pages, Escape to close.</Hint>
        </>
      ) : null}
    </Dialog>
  );
}

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(6)} ${(props) => props.theme.space(2)};
  text-align: center;
`;

/** The page as a sheet of the chosen paper (the image carries the same tint), with a shadow like a page held up. */
const Sheet = styled.div<{ $paper: string }>`
  display: flex;
  justify-content: center;
  img {
    display: block;
    width: auto;
    height: auto;
    max-width: 100%;
    max-height: calc(100vh - 220px);
    background: ${(props) => (props.$paper === 'cream' ? '#f8f1e0' : '#ffffff')};
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.25);
  }
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1)};
  margin-top: ${(props) => props.theme.space(2)};
`;

const PageLabel = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: ${(props) => props.theme.space(1)} 0 0;
  text-align: center;
  font-size: 0.85rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
