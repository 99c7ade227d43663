import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { portraitPhoto, PORTRAIT_SIZE } from './portrait-photo.mjs';

/** The wizard's cover preview is at most 300 px high (2:3); twice that in pixels keeps it sharp on dense screens. */
export const COVER_SIZE = { width: 400, height: 600 };
/** The /examples cards show covers 120 px wide. */
export const THUMBNAIL_SIZE = { width: 240, height: 360 };

/**
 * The designer's seed for a sample: named after the sample, so `npm run samples` draws the same cover every time
 * (the wizard's POST /api/generate_cover picks a fresh random seed per call, which rewrote every cover on each run).
 */
export const sampleCoverSeed = (slug) => `storyloom-sample:${slug}`;

/**
 * A sample's cover as the wizard's step 4 makes it: the sample's drawn stand-in photo through the cover designer
 * (`designer.design`, the same call CoverGenerationService makes), at the sample's own seed. Returns the preview PNG.
 */
export async function designSampleCover(designer, book, brief) {
  const photo = await portraitPhoto(brief.photo, `${brief.slug}.jpg`, brief.slug);
  const designed = await designer.design({
    photos: [{ name: photo.name, data: photo.data, ...PORTRAIT_SIZE }],
    book,
    seed: sampleCoverSeed(brief.slug),
  });
  return designed.preview;
}

/**
 * The cover at the preview's size and a thumbnail, WebP, named by their content so they can be cached forever.
 * libwebp gives the same bytes for the same pixels and options; sharp writes no metadata unless asked.
 */
export async function sampleCoverFiles(slug, png) {
  const encode = async (size, quality, suffix) => {
    const data = await sharp(png)
      .resize(size.width, size.height, { fit: 'cover' })
      .webp({ quality, effort: 6 })
      .toBuffer();
    return { name: `${slug}.${suffix}${createHash('sha256').update(data).digest('hex').slice(0, 10)}.webp`, data };
  };
  return { cover: await encode(COVER_SIZE, 82, ''), thumbnail: await encode(THUMBNAIL_SIZE, 76, 'thumb.') };
}
