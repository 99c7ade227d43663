import { createHash } from 'node:crypto';
import { COVER_LIMITS } from '@storyloom/contracts';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../common/sharp-library.js';
import { PhotoRefusedException } from '../cover.exception.js';
import type { ReceivedFile } from './upload-fields.js';

/** Formats accepted by content (sharp's names for COVER_LIMITS.acceptedImageTypes). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The longest side kept. The print is 2775 pixels high (COVER_PRINT), so 4096 keeps every pixel a cover can use
 * while a 50-megapixel phone photo no longer costs the designer 150 MB to decode again.
 */
const MAX_KEPT_SIDE = 4096;

/** A photo that passed every check, re-encoded: upright, no EXIF, GPS, XMP or ICC profile left, sRGB. */
export interface CheckedPhoto {
  name: string;
  data: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  /** SHA-256 of the re-encoded bytes: the same photo sent again is stored once. */
  digest: string;
}

/**
 * sharp's options for anything a visitor sends: the pixel limit is checked from the header, before decoding;
 * 'error' refuses truncated and corrupt data but not the harmless warnings many cameras' JPEGs raise.
 */
const inputOptions = { limitInputPixels: COVER_LIMITS.maxImagePixels, failOn: 'error' as const, sequentialRead: true };

/**
 * Checks one uploaded file by its content (docs/product/step4-cover.md): only JPEG, PNG or WebP; at most
 * COVER_LIMITS.maxImagePixels (a decompression bomb is refused from its header, never decoded); fully decodable
 * (a truncated or corrupt file is refused). Then applies the EXIF orientation and re-encodes it, which drops
 * every piece of metadata (EXIF, GPS, XMP, IPTC) and converts it to sRGB.
 */
export async function checkPhoto(file: ReceivedFile): Promise<CheckedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await loadSharp()(file.path, inputOptions).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new PhotoRefusedException(file.name, 'too-many-pixels', { cause: error });
    throw new PhotoRefusedException(file.name, 'not-an-image', { cause: error });
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new PhotoRefusedException(file.name, 'not-an-image');
  // sharp refuses this itself on decode; said here too so the refusal never depends on reaching the decoder.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > COVER_LIMITS.maxImagePixels)
    throw new PhotoRefusedException(file.name, 'too-many-pixels');
  // PNG and WebP may carry transparency, which a JPEG would turn black: they stay PNG.
  const format = metadata.format === 'jpeg' || !metadata.hasAlpha ? 'jpeg' : 'png';
  try {
    const pipeline = loadSharp()(file.path, inputOptions)
      .autoOrient()
      .resize(MAX_KEPT_SIDE, MAX_KEPT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    const { data, info } = await (format === 'jpeg' ? pipeline.jpeg({ quality: 90 }) : pipeline.png()).toBuffer({
      resolveWithObject: true,
    });
    return {
      name: file.name,
      data,
      format,
      width: info.width,
      height: info.height,
      digest: createHash('sha256').update(data).digest('hex'),
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new PhotoRefusedException(file.name, 'too-many-pixels', { cause: error });
    throw new PhotoRefusedException(file.name, 'damaged', { cause: error });
  }
}

/** Checks the files one after another (one decoded photo in memory at a time); the first refusal stops the request. */
export async function checkPhotos(files: readonly ReceivedFile[]): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  for (const file of files) checked.push(await checkPhoto(file));
  return checked;
}
