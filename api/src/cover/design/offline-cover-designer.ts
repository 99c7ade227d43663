import { COVER_PRINT } from '@storyloom/contracts';
import sharp from 'sharp';
import type { CoverDesignRequest, CoverDesigner, DesignedCover } from './cover-designer.js';

/**
 * The built-in designer: needs no account. This first version sets the first photo full-bleed under the title;
 * the designed covers (palettes, motifs, bundled fonts) replace it.
 */
export class OfflineCoverDesigner implements CoverDesigner {
  readonly name = 'offline';

  async design(request: CoverDesignRequest): Promise<DesignedCover> {
    const photo = request.photos[0];
    if (!photo) throw new Error('A cover needs at least one photo.');
    const { widthPixels: width, heightPixels: height } = COVER_PRINT;
    const title = escapeXml(request.book.title);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <text x="50%" y="14%" text-anchor="middle" font-size="150" font-family="serif" fill="#fff">${title}</text></svg>`;
    const print = await sharp(photo.data)
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .composite([{ input: Buffer.from(svg) }])
      .withMetadata({ density: COVER_PRINT.dpi })
      .toColourspace('srgb')
      .png()
      .toBuffer();
    const bleed = Math.round(COVER_PRINT.bleedInches * COVER_PRINT.dpi);
    const preview = await sharp(print)
      .extract({ left: bleed, top: bleed, width: width - 2 * bleed, height: height - 2 * bleed })
      .resize(COVER_PRINT.previewWidthPixels, COVER_PRINT.previewHeightPixels)
      .png()
      .toBuffer();
    const softPhotos = photo.width * photo.height < width * height * 0.5 ? [photo.name] : [];
    return { print, preview, softPhotos };
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
