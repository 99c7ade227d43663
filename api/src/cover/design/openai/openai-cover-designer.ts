import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import { openAiSdk } from '../../../common/openai-sdk.js';
import { loadSharp } from '../../../common/sharp-library.js';
import { withOpenAiRetries } from '../../../common/openai-retries.js';
import type { CoverDesignConfig } from '../../../config/app-config.js';
import type { CoverDesignRequest, CoverDesigner, CoverPhoto, DesignedCover } from '../cover-designer.js';
import { OfflineCoverDesigner } from '../offline-cover-designer.js';
import {
  CoverDesignerUnavailableException,
  CoverPhotosRefusedException,
  COVER_BUSY_RETRY_AFTER_SECONDS,
} from '../cover-designer.exception.js';
import { letteringLayers, rawInput, shadowLayer, type Lettering } from '../lettering.js';
import { coverStyle, hexOf, inkFor } from '../offline/cover-style.js';
import { HEIGHT, TEXT_MARGIN, WIDTH } from '../offline/layouts.js';
import { SeededRandom } from '../../../common/seeded-random.js';
import { setText, type Box } from '../offline/type-setting.js';
import { printAndPreview, TRIM_AREA } from '../print-output.js';
import { COVER_PROMPT_VERSION, coverPrompt } from '../prompts/cover.v1.js';

/** Portrait, 2:3: the trim's own proportions, so the picture fills the trim exactly and only the bleed is extended. */
export const OPENAI_COVER_SIZE = '1024x1536';

/** Reference photos are sent at most this many pixels on their long side: enough for a likeness, quick to upload. */
const REFERENCE_MAX_SIDE = 1536;

const TITLE_BOX: Box = { x: TEXT_MARGIN, y: 170, width: WIDTH - 2 * TEXT_MARGIN, height: 700 };
const NAME_BOX: Box = { x: TEXT_MARGIN, y: HEIGHT - 330, width: WIDTH - 2 * TEXT_MARGIN, height: 150 };

type ProviderConfig = CoverDesignConfig['openai'];

/**
 * Covers from OpenAI's images edit endpoint (docs/product/step4-cover.md, "OpenAI covers"): the photos go as
 * reference images with high input fidelity, the prompt (prompts/cover.v1.ts) carries the book; the picture that
 * comes back (1024 × 1536) is enlarged to the trim at 300 dpi, its edges extended into the bleed, and the title and
 * the main character's name are set on it in the bundled fonts, as the offline designer sets them (image models
 * misspell lettering).
 */
export class OpenAiCoverDesigner implements CoverDesigner {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly logger = new Logger('OpenAiCoverDesigner');
  private warnedNoImagesApi = false;

  /** `fallback` designs the cover when the configured server turns out to have no images API. */
  constructor(
    private readonly config: ProviderConfig,
    private readonly fallback: CoverDesigner = new OfflineCoverDesigner(),
  ) {
    // Retries are withOpenAiRetries' (common/openai-retries.ts): the SDK's own sleep ignores the deadline.
    this.client = new (openAiSdk().OpenAI)({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: config.timeoutMs,
      maxRetries: 0,
    });
  }

  async design(request: CoverDesignRequest): Promise<DesignedCover> {
    const { photos, book, signal } = request;
    if (photos.length === 0) throw new Error('A cover needs at least one photo.');
    const images: File[] = [];
    // One at a time: eight 12-megapixel decodes at once would hold eight full images in memory.
    for (const [index, photo] of photos.entries()) images.push(await referenceImage(photo, index));
    const picture = await this.edit(images, coverPrompt(book, photos.length), signal);
    if (picture === NO_IMAGES_API) return this.fallback.design(request);

    const trim = await loadSharp()(picture)
      .resize(TRIM_AREA.width, TRIM_AREA.height, { fit: 'cover', kernel: 'lanczos3' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The picture ends at the trim; the printer's bleed continues it by mirroring its last 37 pixels.
    const page = await loadSharp()(trim.data, {
      raw: { width: trim.info.width, height: trim.info.height, channels: trim.info.channels },
    })
      .extend({
        left: TRIM_AREA.left,
        top: TRIM_AREA.top,
        right: WIDTH - TRIM_AREA.width - TRIM_AREA.left,
        bottom: HEIGHT - TRIM_AREA.height - TRIM_AREA.top,
        extendWith: 'mirror',
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pageRaw = { data: page.data, width: page.info.width, height: page.info.height, channels: page.info.channels };

    const style = coverStyle(book, SeededRandom.fromKey('storyloom-cover', request.seed, book.title));
    const letters: Lettering[] = [];
    if (book.title.trim()) {
      const title = setText(book.title, TITLE_BOX, {
        font: style.titleFont,
        maxSize: 300,
        minSize: 100,
        lineHeight: 1.08,
        maxLines: 4,
        align: 'top',
      });
      letters.push({
        text: title,
        ink: inkFor(await meanColour(pageRaw, title.bounds), ['#ffffff', '#161616']),
        shadowOffset: 10,
      });
    }
    if (book.mainCharacterName.trim()) {
      const name = setText(book.mainCharacterName, NAME_BOX, {
        font: style.nameFont,
        maxSize: 100,
        minSize: 48,
        lineHeight: 1.2,
        letterSpacing: 0.1,
        maxLines: 1,
      });
      letters.push({
        text: name,
        ink: inkFor(await meanColour(pageRaw, name.bounds), ['#ffffff', '#161616']),
        shadowOffset: 5,
      });
    }
    const layers = letteringLayers(letters);
    const composed = await loadSharp()(page.data, {
      raw: { width: page.info.width, height: page.info.height, channels: page.info.channels },
    })
      .composite([rawInput(await shadowLayer(layers.shadow)), { input: Buffer.from(layers.text) }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { print, preview } = await printAndPreview({
      data: composed.data,
      width: composed.info.width,
      height: composed.info.height,
      channels: composed.info.channels,
    });
    // The photos are references for a new picture, never printed themselves: none can print soft.
    return {
      print,
      preview,
      softPhotos: [],
      notes: {
        model: this.config.model,
        quality: this.config.quality,
        promptVersion: COVER_PROMPT_VERSION,
        titleFont: style.titleFont,
      },
    };
  }

  /**
   * One images edit; every provider failure becomes an exception with a sentence the visitor can act on. A server
   * without an images API (404 or 405 on the route) gives NO_IMAGES_API: the visitor still gets a cover, from the
   * fallback designer, and the operator a warning (once per process, not once per visitor).
   */
  private async edit(
    images: File[],
    prompt: string,
    signal: AbortSignal | undefined,
  ): Promise<Buffer | typeof NO_IMAGES_API> {
    // The whole wait, retries included, is bounded: a visitor is looking at a spinner. A Retry-After beyond it
    // answers at once (busy, with the provider's wait) rather than sleeping past it.
    const deadlineAt = Date.now() + this.config.timeoutMs;
    const deadline = AbortSignal.timeout(this.config.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const response = await withOpenAiRetries(
        () =>
          this.client.images.edit(
            {
              model: this.config.model,
              image: images,
              prompt,
              size: OPENAI_COVER_SIZE,
              quality: this.config.quality,
              input_fidelity: 'high',
              n: 1,
            },
            { signal: combined, maxRetries: 0 },
          ),
        { maxRetries: this.config.maxRetries, deadlineAt, signal: combined },
      );
      const base64 = response.data?.[0]?.b64_json;
      if (!base64)
        throw new CoverDesignerUnavailableException('no-image', {
          cause: new Error('the images edit answer had no b64_json image'),
        });
      return Buffer.from(base64, 'base64');
    } catch (error) {
      // The visitor left: not a provider failure, and reported as the abort it is.
      if (signal?.aborted)
        throw new DOMException(
          `the cover was cancelled: ${String((signal.reason as Error | undefined)?.message ?? signal.reason)}`,
          'AbortError',
        );
      if (isMissingImagesApi(error)) {
        this.warnNoImagesApi(error);
        return NO_IMAGES_API;
      }
      throw this.unavailable(error, deadline.aborted);
    }
  }

  private warnNoImagesApi(error: InstanceType<typeof OpenAI.APIError>): void {
    if (this.warnedNoImagesApi) return;
    this.warnedNoImagesApi = true;
    this.logger.warn(
      `the server at ${this.config.baseURL} has no images API (HTTP ${error.status} on images/edits): covers are made by the ${this.fallback.name} designer instead; ` +
        'set OPENAI_IMAGE_BASE_URL to a server that edits images, or COVER_DESIGNER=offline',
    );
  }

  private unavailable(error: unknown, timedOut: boolean): Error {
    const sdk = openAiSdk();
    if (error instanceof CoverDesignerUnavailableException) return error;
    if (timedOut || error instanceof sdk.APIConnectionTimeoutError)
      return new CoverDesignerUnavailableException('timeout', { cause: error });
    if (error instanceof sdk.RateLimitError)
      return new CoverDesignerUnavailableException('busy', {
        cause: error,
        retryAfterSeconds: retryAfterSecondsOf(error),
      });
    if (error instanceof sdk.BadRequestError && isSafetyRefusal(error))
      return new CoverPhotosRefusedException({ cause: error });
    if (error instanceof sdk.APIError && error.status !== undefined && error.status >= 400 && error.status < 500) {
      // Our request is wrong (model name, parameter, key): the operator must see why; the visitor never does.
      this.logger.error(
        `the images API rejected our request (HTTP ${error.status}): ${error.message}; check OPENAI_IMAGE_BASE_URL, OPENAI_IMAGE_API_KEY, OPENAI_IMAGE_MODEL and OPENAI_IMAGE_QUALITY`,
      );
      return new CoverDesignerUnavailableException('misconfigured', { cause: error });
    }
    return new CoverDesignerUnavailableException('down', { cause: error });
  }
}

/** What edit() gives when the server has no images API. */
const NO_IMAGES_API = Symbol('no images API');

/**
 * A server with no images edit route: 404 or 405 on it. OpenAI's own 404 for an unknown model (`model_not_found`)
 * is a wrong OPENAI_IMAGE_MODEL, a misconfiguration the operator must fix, not a missing API.
 */
function isMissingImagesApi(error: unknown): error is InstanceType<typeof OpenAI.APIError> {
  if (!(error instanceof openAiSdk().APIError) || (error.status !== 404 && error.status !== 405)) return false;
  const body = (error.error ?? {}) as { code?: unknown };
  return error.code !== 'model_not_found' && body.code !== 'model_not_found';
}

/** The images API's refusals: `moderation_blocked` (gpt-image-1), `content_policy_violation`, or the "safety system" wording. */
function isSafetyRefusal(error: InstanceType<typeof OpenAI.APIError>): boolean {
  const body = (error.error ?? {}) as { code?: unknown; type?: unknown; message?: unknown };
  const codes = [error.code, body.code, body.type].filter((value): value is string => typeof value === 'string');
  return (
    codes.some((code) => /moderation_blocked|content_policy_violation|content_filter/.test(code)) ||
    /safety system|content policy|moderation/i.test(String(body.message ?? error.message))
  );
}

/** The provider's own wait (Retry-After seconds, or retry-after-ms), at most an hour. */
function retryAfterSecondsOf(error: InstanceType<typeof OpenAI.APIError>): number {
  const seconds = Number(error.headers?.get('retry-after')) || Number(error.headers?.get('retry-after-ms')) / 1000;
  return seconds > 0 ? Math.min(3600, Math.ceil(seconds)) : COVER_BUSY_RETRY_AFTER_SECONDS;
}

/** A photo as a reference image: at most REFERENCE_MAX_SIDE pixels, JPEG, named by position (never the visitor's file name). */
async function referenceImage(photo: CoverPhoto, index: number): Promise<File> {
  const data = await loadSharp()(photo.data)
    .resize(REFERENCE_MAX_SIDE, REFERENCE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return openAiSdk().toFile(data, `photo-${index + 1}.jpg`, { type: 'image/jpeg' });
}

/** The average colour of a region of the page, to choose letters that stand out from it. */
async function meanColour(
  page: { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 },
  box: Box,
): Promise<string> {
  const region = {
    left: Math.max(0, Math.floor(box.x)),
    top: Math.max(0, Math.floor(box.y)),
    width: Math.max(1, Math.min(page.width - Math.floor(box.x), Math.ceil(box.width))),
    height: Math.max(1, Math.min(page.height - Math.floor(box.y), Math.ceil(box.height))),
  };
  // Extracted first: sharp's stats() describes the whole input image, whatever the pipeline crops.
  const crop = await loadSharp()(page.data, {
    raw: { width: page.width, height: page.height, channels: page.channels },
  })
    .extract(region)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const { channels } = await loadSharp()(crop).stats();
  return hexOf([channels[0]!.mean, channels[1]!.mean, channels[2]!.mean]);
}
