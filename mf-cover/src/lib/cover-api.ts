import {
  firstChapterReplySchema,
  generateCoverReplySchema,
  photoWarningSchema,
  storedStep4ReplySchema,
  storeStep4ReplySchema,
  type GenerateCoverReply,
  type PhotoWarning,
  type StoredStep4Reply,
} from '@storyloom/contracts';
import { apiGet, apiPostForm } from '@storyloom/kit';
import { postEventStream } from '@storyloom/kit/wizard';
import { COVER_MESSAGES, CoverReplyError } from './cover-errors.js';

export const GENERATE_COVER_PATH = '/api/generate_cover';
export const FIRST_CHAPTER_PATH = '/api/generate_first_chapter';
export const STORE_STEP4_PATH = '/api/store_step4';
export const STEP4_PATH = '/api/step4';
export const COVER_TEST_PATH = '/api/covertest';

/** The multipart field of the photos, as the API has always read it (docs/product/step4-cover.md). */
const PHOTOS_FIELD = 'images[]';

const photosForm = (photos: readonly File[]) => {
  const form = new FormData();
  for (const photo of photos) form.append(PHOTOS_FIELD, photo, photo.name);
  return form;
};

const isFailure = (reply: unknown): reply is { success: false; error?: unknown } =>
  typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === false;

const failureText = (reply: { error?: unknown }, fallback: string) =>
  typeof reply.error === 'string' && reply.error.trim() !== '' ? reply.error : fallback;

/** A PNG preview as the `generated_images` carry it (bare base64), or already as a data URL. */
export const pngSource = (image: string) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`);

/** POST /api/generate_cover: one new cover designed from the photos. Rejects with the sentence to show. */
export async function generateCover(photos: readonly File[], signal?: AbortSignal): Promise<GenerateCoverReply> {
  const reply = await apiPostForm<unknown>(GENERATE_COVER_PATH, photosForm(photos), { signal });
  if (isFailure(reply)) throw new CoverReplyError(failureText(reply, COVER_MESSAGES.coverFailed));
  const parsed = generateCoverReplySchema.safeParse(reply);
  if (!parsed.success || parsed.data.generated_images.length === 0)
    throw new CoverReplyError(COVER_MESSAGES.coverFailed);
  return parsed.data;
}

/**
 * POST /api/generate_first_chapter (JSON content type, no body), streamed: `onText` receives the chapter as it is
 * written. Resolves with the whole chapter; a reply without one rejects with the step's text.
 */
export async function generateFirstChapter(options: {
  onText: (delta: string) => void;
  signal?: AbortSignal;
}): Promise<string> {
  const reply = firstChapterReplySchema.safeParse(
    await postEventStream<unknown>(FIRST_CHAPTER_PATH, undefined, options),
  );
  if (!reply.success || reply.data.first_chapter.trim() === '') throw new CoverReplyError(COVER_MESSAGES.chapterFailed);
  return reply.data.first_chapter;
}

export interface Step4Choice {
  /** The cover on screen, sent as a PNG named cover.png. */
  cover: Blob;
  firstChapter: string;
  /** Set when the cover came from generate_cover, so the book uses that cover's print version. */
  coverId?: string;
}

/** POST /api/store_step4 (multipart). Resolves only when the server says it stored both. */
export async function storeStep4({ cover, firstChapter, coverId }: Step4Choice): Promise<void> {
  const form = new FormData();
  form.append('image', new File([cover], 'cover.png', { type: 'image/png' }));
  form.append('firstChapter', firstChapter);
  if (coverId) form.append('coverId', coverId);
  const reply = await apiPostForm<unknown>(STORE_STEP4_PATH, form);
  const parsed = storeStep4ReplySchema.safeParse(reply);
  if (!parsed.success || !parsed.data.success)
    throw new CoverReplyError(failureText(isFailure(reply) ? reply : {}, COVER_MESSAGES.storeFailed));
}

/** GET /api/step4: what this visitor stored on step 4 (the server's draft is the truth on coming back). */
export async function loadStoredStep4(signal?: AbortSignal): Promise<StoredStep4Reply | null> {
  const reply = storedStep4ReplySchema.safeParse(await apiGet<unknown>(STEP4_PATH, { signal }));
  return reply.success ? reply.data : null;
}

/** Decodes a data URL's base64 PNG into the bytes sent back as cover.png (no network: the image is on screen). */
export function pngBlobOf(source: string): Blob {
  const base64 = source.slice(source.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'image/png' });
}

export interface CoverTestRequest {
  photos: readonly File[];
  title: string;
  genre: string;
  tone: string;
  name: string;
  count: number;
}

export interface CoverTestResult {
  seed: string;
  /** A data URL of the PNG preview. */
  image: string;
}

export interface CoverTestReply {
  covers: CoverTestResult[];
  /** Which designer made them ('offline' or 'openai'), when the server says. */
  designer: string | null;
  warnings: PhotoWarning[];
}

/** POST /api/covertest (operator screen): `count` designs of the photos and fields, each with its seed; no draft is touched. */
export async function coverTest(
  { photos, title, genre, tone, name, count }: CoverTestRequest,
  signal?: AbortSignal,
): Promise<CoverTestReply> {
  const form = photosForm(photos);
  form.append('title', title);
  form.append('genre', genre);
  form.append('tone', tone);
  form.append('name', name);
  form.append('count', String(count));
  const reply = await apiPostForm<unknown>(COVER_TEST_PATH, form, { signal });
  if (isFailure(reply)) throw new CoverReplyError(failureText(reply, COVER_MESSAGES.coverFailed));
  const { covers, designer, warnings } = (reply ?? {}) as { covers?: unknown; designer?: unknown; warnings?: unknown };
  if (!Array.isArray(covers)) throw new CoverReplyError(COVER_MESSAGES.coverFailed);
  return {
    covers: covers.flatMap((cover: unknown) => {
      const { seed, image } = (cover ?? {}) as { seed?: unknown; image?: unknown };
      return typeof seed === 'string' && typeof image === 'string' ? [{ seed, image: pngSource(image) }] : [];
    }),
    designer: typeof designer === 'string' ? designer : null,
    warnings: Array.isArray(warnings)
      ? warnings.filter((warning) => photoWarningSchema.safeParse(warning).success)
      : [],
  };
}
