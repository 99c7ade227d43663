import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { styled } from 'styled-components';
import type { ProofChapter } from '@storyloom/contracts/delivery';
import { Button, Spinner } from '@storyloom/kit';
import { describeView, layoutForWidth, pageViews, viewOfPage } from './page-views.js';
import { openPdf, type PdfDocument } from './pdf-library.js';

export interface PdfBookProps {
  interiorUrl: string;
  coverUrl: string | null;
  /** The page to show (a chapter jump, a personal detail's page); the view that holds it is shown. */
  page: number;
  onPage: (page: number) => void;
  chapters: readonly ProofChapter[];
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));
const GAP_PX = 8;

/** Keys typed into a field are the buyer's text, not page turns. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The real typeset pages (docs/product/proof.md), drawn by pdf.js from the PDFs that print: the whole cover (back,
 * spine, front), then every page, blank ones included, as spreads on a wide screen and single pages on a phone, with
 * page numbers, a chapter list, ← → (Page Up/Down, Home, End) to turn, + and − or a pinch to zoom, a swipe to turn on
 * a phone. Loaded only when the pages are shown (its own chunk; pdf.js itself is a file of its own).
 */
export default function PdfBook({ interiorUrl, coverUrl, page, onPage, chapters }: PdfBookProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef);
  const [interior, setInterior] = useState<PdfDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let open = true;
    let opened: PdfDocument | null = null;
    setInterior(null);
    setFailure(null);
    openPdf(interiorUrl)
      .then((document) => {
        opened = document;
        if (open) setInterior(document);
        else void document.destroy();
      })
      .catch(() => {
        if (open)
          setFailure(
            'The pages could not be shown. Check your connection and reload the page; the reading view below has the same text.',
          );
      });
    return () => {
      open = false;
      if (opened) void opened.destroy();
    };
  }, [interiorUrl]);

  const pageCount = interior?.numPages ?? 0;
  const layout = layoutForWidth(width);
  const views = useMemo(() => pageViews(pageCount, layout), [pageCount, layout]);
  const at = viewOfPage(views, page);
  const view = views[at] ?? [];
  const turnTo = useCallback(
    (index: number) => {
      const target = views[Math.max(0, Math.min(views.length - 1, index))];
      if (target) onPage(target[0]!);
    },
    [views, onPage],
  );

  useEffect(() => {
    if (views.length === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, () => void> = {
        ArrowRight: () => turnTo(at + 1),
        PageDown: () => turnTo(at + 1),
        ArrowLeft: () => turnTo(at - 1),
        PageUp: () => turnTo(at - 1),
        Home: () => turnTo(0),
        End: () => turnTo(views.length - 1),
        '+': () => setZoom((current) => clampZoom(current + 0.5)),
        '=': () => setZoom((current) => clampZoom(current + 0.5)),
        '-': () => setZoom((current) => clampZoom(current - 0.5)),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [at, views.length, turnTo]);

  const gestures = useGestures({ zoom, setZoom, onSwipe: (direction) => turnTo(at + direction) });
  const pageWidth = Math.max(120, Math.floor(fittedPageWidth(width, layout) * zoom));
  // A printed book opens on page 1 alone on the right: in spreads, the left of that view is left empty.
  const emptyLeft = layout === 'spreads' && view.length === 1 && view[0]! % 2 === 1;
  const chapterAt = [...chapters].reverse().find((chapter) => chapter.first_page <= (view[0] ?? 0));

  return (
    <Book ref={frameRef} aria-labelledby="pages-heading">
      <h2 id="pages-heading">Your book as it will print</h2>
      {coverUrl ? <Cover url={coverUrl} width={Math.max(120, Math.floor(fittedCoverWidth(width) * zoom))} /> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {!interior && !failure ? (
        <p role="status">
          <Spinner /> Opening your pages...
        </p>
      ) : null}
      {interior && view.length > 0 ? (
        <>
          <Controls>
            <label>
              Chapter{' '}
              <select
                value={chapterAt?.number ?? ''}
                onChange={(event) => {
                  const chapter = chapters.find((candidate) => candidate.number === Number(event.target.value));
                  if (chapter) onPage(chapter.first_page);
                }}
              >
                {chapterAt ? null : <option value="">Before chapter 1</option>}
                {chapters.map((chapter) => (
                  <option key={chapter.number} value={chapter.number}>
                    {chapter.number}. {chapter.title} (p. {chapter.first_page})
                  </option>
                ))}
              </select>
            </label>
            <ZoomButtons role="group" aria-label="Zoom">
              <Button
                variant="secondary"
                onClick={() => setZoom((current) => clampZoom(current - 0.5))}
                disabled={zoom <= MIN_ZOOM}
                aria-label="Zoom out"
              >
                −
              </Button>
              <span aria-live="polite">{Math.round(zoom * 100)}%</span>
              <Button
                variant="secondary"
                onClick={() => setZoom((current) => clampZoom(current + 0.5))}
                disabled={zoom >= MAX_ZOOM}
                aria-label="Zoom in"
              >
                +
              </Button>
            </ZoomButtons>
          </Controls>
          <Viewport {...gestures} data-testid="proof-pages" data-layout={layout} $zoomed={zoom > 1}>
            <Spread $gap={GAP_PX}>
              {emptyLeft ? <EmptyPage style={{ width: pageWidth }} aria-hidden="true" /> : null}
              {view.map((number) => (
                <figure key={number}>
                  <PdfPage document={interior} number={number} width={pageWidth} label={`Page ${number}`} />
                  <figcaption>{number}</figcaption>
                </figure>
              ))}
            </Spread>
          </Viewport>
          <Nav>
            <Button
              variant="secondary"
              onClick={() => turnTo(at - 1)}
              disabled={at === 0}
              aria-label={layout === 'spreads' ? 'Previous pages' : 'Previous page'}
            >
              ‹ Previous
            </Button>
            <PageLabel aria-live="polite" data-testid="proof-page-label">
              {describeView(view, pageCount)}
            </PageLabel>
            <Button
              variant="secondary"
              onClick={() => turnTo(at + 1)}
              disabled={at === views.length - 1}
              aria-label={layout === 'spreads' ? 'Next pages' : 'Next page'}
            >
              Next ›
            </Button>
          </Nav>
          <Hint>Turn pages with ← and →, zoom with + and − or by pinching; on a phone, swipe to turn.</Hint>
        </>
      ) : null}
    </Book>
  );
}

/** Pages are about 2:3; on a wide screen a spread fits the window's height, so a whole spread is seen at once. */
const PAGE_RATIO = 1.5;

/** One page's width at 100%: half the frame in spreads (at most what fits the window's height), the whole frame on a phone. */
function fittedPageWidth(frameWidth: number, layout: 'spreads' | 'single'): number {
  if (layout === 'single') return frameWidth;
  const half = (frameWidth - GAP_PX) / 2;
  const byHeight = (Math.max(400, window.innerHeight) - 220) / PAGE_RATIO;
  return Math.min(half, byHeight);
}

/** A laid-out cover (back, spine, front) is about 1.4 times as wide as high: on a wide screen it fits the window's height. */
const fittedCoverWidth = (frameWidth: number) => Math.min(frameWidth, (Math.max(400, window.innerHeight) - 220) * 1.4);

/** The width the pages may take: the frame's, followed as the window turns or resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1100)));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.floor(element.clientWidth || window.innerWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Two fingers zoom (the distance between them against where they started); one finger swiping sideways turns the page. */
function useGestures({
  zoom,
  setZoom,
  onSwipe,
}: {
  zoom: number;
  setZoom: (zoom: number) => void;
  onSwipe: (direction: 1 | -1) => void;
}) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  return {
    onPointerDown: (event: ReactPointerEvent) => {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        pinch.current = { distance: distance(), zoom };
        swipe.current = null;
      } else if (pointers.current.size === 1 && event.pointerType !== 'mouse') {
        swipe.current = { x: event.clientX, y: event.clientY };
      }
    },
    onPointerMove: (event: ReactPointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch.current && pinch.current.distance > 0)
        setZoom(clampZoom((pinch.current.zoom * distance()) / pinch.current.distance));
    },
    onPointerUp: (event: ReactPointerEvent) => {
      const start = swipe.current;
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
      swipe.current = null;
      if (!start || zoom > 1) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) > 60 && Math.abs(dy) < 40) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: (event: ReactPointerEvent) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
      swipe.current = null;
    },
  };
}

/** One page drawn at the width it is shown, sharp on high-density screens. */
function PdfPage({
  document,
  number,
  width,
  label,
}: {
  document: PdfDocument;
  number: number;
  width: number;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState(1.5);
  useEffect(() => {
    let cancel = () => {};
    let live = true;
    void document.getPage(number).then((pdfPage) => {
      const canvas = canvasRef.current;
      if (!live || !canvas) return;
      const base = pdfPage.getViewport({ scale: 1 });
      setRatio(base.height / base.width);
      const density = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = pdfPage.getViewport({ scale: (width / base.width) * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = pdfPage.render({ canvas, viewport });
      cancel = () => task.cancel();
      task.promise.catch(() => {
        // Cancelled by a newer drawing (a turn, a zoom): nothing to report.
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [document, number, width]);
  return <canvas ref={canvasRef} role="img" aria-label={label} style={{ width, height: Math.round(width * ratio) }} />;
}

/** The whole cover as one image: back, spine and front, as the cover PDF lays them out. */
function Cover({ url, width }: { url: string; width: number }) {
  const [cover, setCover] = useState<PdfDocument | null>(null);
  useEffect(() => {
    let open = true;
    let opened: PdfDocument | null = null;
    openPdf(url)
      .then((document) => {
        opened = document;
        if (open) setCover(document);
        else void document.destroy();
      })
      .catch(() => setCover(null));
    return () => {
      open = false;
      if (opened) void opened.destroy();
    };
  }, [url]);
  if (!cover) return null;
  return (
    <CoverFigure>
      <Viewport $zoomed={width > 1100}>
        <PdfPage document={cover} number={1} width={width} label="The whole cover: back, spine and front" />
      </Viewport>
      <figcaption>The whole cover: back (left), spine, front (right)</figcaption>
    </CoverFigure>
  );
}

const Book = styled.section`
  min-width: 0;
  h2 {
    margin: 0 0 ${(props) => props.theme.space(1.5)};
    font-size: 1.3rem;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1)};
  margin: ${(props) => props.theme.space(2)} 0 ${(props) => props.theme.space(1)};
  label {
    display: flex;
    align-items: center;
    gap: ${(props) => props.theme.space(1)};
    min-width: 0;
    max-width: 100%;
    font-weight: 600;
  }
  select {
    min-width: 0;
    max-width: 100%;
    min-height: 40px;
    font: inherit;
    font-weight: 400;
  }
`;

const ZoomButtons = styled.div`
  display: flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
`;

const Viewport = styled.div<{ $zoomed: boolean }>`
  overflow: ${(props) => (props.$zoomed ? 'auto' : 'hidden')};
  max-width: 100%;
  touch-action: pan-x pan-y;
  background: #e8e4d8;
  border-radius: ${(props) => props.theme.radii.medium};
`;

const Spread = styled.div<{ $gap: number }>`
  display: flex;
  justify-content: center;
  gap: ${(props) => props.$gap}px;
  width: max-content;
  min-width: 100%;
  figure {
    margin: 0;
    text-align: center;
  }
  canvas {
    display: block;
    background: #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
  }
  figcaption {
    font-size: 0.85rem;
    color: ${(props) => props.theme.colors.textMuted};
    padding: 2px 0;
  }
`;

const EmptyPage = styled.div`
  flex: 0 0 auto;
`;

const CoverFigure = styled.figure`
  margin: 0 0 ${(props) => props.theme.space(2)};
  canvas {
    display: block;
    margin: 0 auto;
  }
  figcaption {
    font-size: 0.85rem;
    text-align: center;
    color: ${(props) => props.theme.colors.textMuted};
  }
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1)};
  margin-top: ${(props) => props.theme.space(1)};
`;

const PageLabel = styled.span`
  text-align: center;
  font-weight: 600;
`;

const Hint = styled.p`
  font-size: 0.85rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
