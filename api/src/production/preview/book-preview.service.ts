import { Injectable, Logger } from '@nestjs/common';
import type { BookPreviewReply } from '@storyloom/contracts/delivery';
import { BOOK_PREVIEW_API, bookPreviewQuerySchema } from '@storyloom/contracts/delivery';
import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { CharactersService } from '../../characters/characters.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { CoverService } from '../../cover/cover.service.js';
import { DeliveryService } from '../../delivery/delivery.service.js';
import { fingerprintOf } from '../../draft/fingerprint.js';
import { OutlineService } from '../../outline/outline.service.js';
import { PremiseService } from '../../premise/premise.service.js';
import { renderPreviewPages, type BookToTypeset, type PreviewPage } from '../typeset/typesetter.js';
import { PreviewBookIncompleteException, PreviewPageNotFoundException } from './book-preview.exception.js';
import { bookToTypeset } from '../book-to-typeset.js';
import { pageLabels } from './preview-book.js';

export type BookPreviewQuery = z.output<typeof bookPreviewQuerySchema>;

/** A rendered preview: the pages' images, kept for the page requests that follow the reply. */
interface RenderedPreview {
  reply: BookPreviewReply;
  pngs: Buffer[];
}

/**
 * Previews kept in memory, by visitor and fingerprint. A preview is a few hundred kilobytes of PNG (about ten pages
 * at 900 px wide), so 40 of them stay well under the memory budget; an evicted one is simply typeset again.
 */
const CACHE_ENTRIES = 40;

/**
 * /step5's 'Preview your book' (docs/product/step5-delivery.md): the visitor's current draft typeset by the same
 * code that typesets the paid book (api/src/production/typeset/), front cover, title, dedication and contents
 * pages and the first chapter's pages as PNG images. Cached by the draft's fingerprint, so opening the preview
 * again without changing the book typesets nothing; two requests for the same preview share one typesetting.
 */
@Injectable()
export class BookPreviewService {
  private readonly logger = new Logger(BookPreviewService.name);
  private readonly cache = new LRUCache<string, RenderedPreview>({ max: CACHE_ENTRIES });
  private readonly rendering = new Map<string, Promise<RenderedPreview>>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly characters: CharactersService,
    private readonly premise: PremiseService,
    private readonly outlines: OutlineService,
    private readonly covers: CoverService,
    private readonly delivery: DeliveryService,
  ) {}

  async preview(visitorId: string, query: BookPreviewQuery): Promise<BookPreviewReply> {
    const { book, sources } = await this.bookOf(visitorId, query);
    const fingerprint = fingerprintOf(sources);
    const key = `${visitorId}:${fingerprint}`;
    const cached = this.cache.get(key);
    if (cached) return cached.reply;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(book, fingerprint, query).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    const rendered = await pending;
    this.cache.set(key, rendered);
    return rendered.reply;
  }

  /**
   * One page's PNG, to the visitor whose preview it is only (any other visitor: 404). The page's address carries the
   * look it was typeset with (`look`), so a process that has not typeset this preview (another API process behind a
   * load balancer, or this one after evicting it) typesets it again from the draft in the database; a book changed
   * since, whose fingerprint is no longer the one asked for, is a 404 like an unknown page.
   */
  async page(visitorId: string, fingerprint: string, index: number, look: BookPreviewQuery): Promise<Buffer> {
    const cached = this.cache.get(`${visitorId}:${fingerprint}`)?.pngs[index];
    if (cached) return cached;
    const again = await this.preview(visitorId, look).catch((error: unknown) => {
      if (error instanceof PreviewBookIncompleteException) return undefined;
      throw error;
    });
    const png =
      again?.fingerprint === fingerprint ? this.cache.get(`${visitorId}:${fingerprint}`)?.pngs[index] : undefined;
    if (!png) throw new PreviewPageNotFoundException();
    return png;
  }

  private async render(book: BookToTypeset, fingerprint: string, look: BookPreviewQuery): Promise<RenderedPreview> {
    const started = performance.now();
    const pages: PreviewPage[] = await renderPreviewPages(book, { pages: 'front-matter-and-first-chapter' });
    this.logger.log(`Preview typeset: ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
    const labels = pageLabels(pages);
    // The look the pages were set with, so any process can typeset them again for a page request (see page()).
    const lookQuery = new URLSearchParams({
      paper_color: look.paper_color,
      binding_type: look.binding_type,
      ...(look.dedication === undefined ? {} : { dedication: look.dedication }),
    }).toString();
    return {
      pngs: pages.map((page) => page.png),
      reply: {
        fingerprint,
        paper_color: book.paperColor,
        pages: pages.map((page, index) => ({
          kind: page.kind,
          label: labels[index]!,
          page_number: page.pageNumber ?? null,
          url: `${BOOK_PREVIEW_API}/${fingerprint}/${index + 1}.png?${lookQuery}`,
          width: page.widthPixels,
          height: page.heightPixels,
        })),
      },
    };
  }

  /**
   * The book as the draft holds it now, read through each step's own service, with the look chosen on the form.
   * Only the first chapter is set: the rest is written after payment.
   */
  private async bookOf(visitorId: string, query: BookPreviewQuery): Promise<{ book: BookToTypeset; sources: unknown }> {
    const [characters, story, summary, outline, cover, firstChapter, coverPng, orderState] = await Promise.all([
      this.characters.savedCharacters(visitorId),
      this.premise.storyDetails(visitorId),
      this.premise.storySummary(visitorId),
      this.outlines.storedOutline(visitorId),
      this.covers.chosenCover(visitorId),
      this.covers.firstChapter(visitorId),
      this.covers.chosenCoverPrint(visitorId),
      query.dedication === undefined ? this.delivery.orderDetailsState(visitorId) : undefined,
    ]);
    const missing = [
      ...(characters.length === 0 ? ['characters'] : []),
      ...(story === undefined ? ['story details'] : []),
      ...(summary === undefined ? ['story summary'] : []),
      ...(outline === undefined ? ['outline'] : []),
      ...(cover === undefined || coverPng === undefined ? ['cover'] : []),
      ...(firstChapter === undefined ? ['first chapter'] : []),
    ];
    if (
      missing.length > 0 ||
      !story ||
      summary === undefined ||
      !outline ||
      !cover ||
      !coverPng ||
      firstChapter === undefined
    ) {
      throw new PreviewBookIncompleteException(missing);
    }
    // The dedication as typed on the form, else the saved one (or the one proposed from /step2's gift).
    const dedication = (query.dedication ?? orderState?.dedication ?? '').trim();
    const firstOutlined = outline.chapters[0]!;
    const book = bookToTypeset({
      title: story.bookTitle,
      story,
      summary,
      dedication,
      chapters: [{ number: 1, title: firstOutlined.title, text: firstChapter }],
      chaptersToCome: outline.chapters.slice(1).map(({ number, title }) => ({ number, title })),
      byDemoWriter: outline.writer === 'offline',
      binding: query.binding_type,
      paperColor: query.paper_color,
      coverFrontPng: coverPng,
      demo: this.config.mode === 'demo',
    });
    const { coverFrontPng: _png, ...look } = book;
    // The chosen cover is named by its id and when it was stored, not by its megabytes of pixels.
    return { book, sources: { ...look, cover: { id: cover.coverId, storedAt: cover.storedAt } } };
  }
}
