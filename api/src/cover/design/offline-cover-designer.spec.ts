import { beforeAll, describe, expect, it } from '@jest/globals';
import { COVER_PRINT } from '@storyloom/contracts';
import sharp from 'sharp';
import { flatGreyPhoto, portraitPhoto } from '../../../test/support/cover-photos.js';
import type { CoverBook, CoverPhoto, DesignedCover } from './cover-designer.js';
import { OfflineCoverDesigner } from './offline-cover-designer.js';
import { TRIM_AREA } from './print-output.js';

const book: CoverBook = {
  title: 'The Map of Tomorrow',
  genre: 'Fantasy',
  tone: 'Hopeful',
  mainCharacterName: 'Ada',
  mainCharacterDescription: '',
  premise: 'An apprentice mapmaker finds a map that redraws itself every night',
};

describe('OfflineCoverDesigner', () => {
  const designer = new OfflineCoverDesigner();
  let portrait: CoverPhoto;
  let first: DesignedCover;

  beforeAll(async () => {
    // 1000 × 1400 pixels: at least 160 dpi in every layout's photo region, so not soft.
    portrait = await portraitPhoto('ada.jpg', 1000, 1400);
    first = await designer.design({ photos: [portrait], book, seed: 'one' });
  });

  it('prints 6.25 × 9.25 in at 300 dpi: an opaque sRGB PNG with the sRGB profile embedded', async () => {
    const print = await sharp(first.print).metadata();
    expect({
      format: print.format,
      width: print.width,
      height: print.height,
      density: print.density,
      space: print.space,
      channels: print.channels,
      alpha: print.hasAlpha,
    }).toEqual({
      format: 'png',
      width: COVER_PRINT.widthPixels,
      height: COVER_PRINT.heightPixels,
      density: COVER_PRINT.dpi,
      space: 'srgb',
      channels: 3,
      alpha: false,
    });
    expect(print.icc).toBeDefined();
  });

  it('previews the trim area (the print without its bleed) at 800 × 1200, 2:3', async () => {
    const preview = await sharp(first.preview).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['png', 800, 1200]);
    expect(TRIM_AREA.width / TRIM_AREA.height).toBe(2 / 3);
    const fromPrint = await sharp(first.print).extract(TRIM_AREA).resize(800, 1200).raw().toBuffer();
    const shown = await sharp(first.preview).raw().toBuffer();
    const difference =
      fromPrint.reduce((sum, value, index) => sum + Math.abs(value - shown[index]!), 0) / fromPrint.length;
    expect(difference).toBeLessThan(1);
  });

  it('gives the same bytes for the same seed, and another design for another seed', async () => {
    const again = await designer.design({ photos: [portrait], book, seed: 'one' });
    expect(again.print.equals(first.print)).toBe(true);
    expect(again.preview.equals(first.preview)).toBe(true);
    const other = await designer.design({ photos: [portrait], book, seed: 'two' });
    expect(other.print.equals(first.print)).toBe(false);
    expect(other.notes).not.toEqual(first.notes);
  });

  it('does not call a photo with enough pixels for 150 dpi soft', () => {
    expect(Number(first.notes?.effectiveDpi)).toBeGreaterThanOrEqual(150);
    expect(first.softPhotos).toEqual([]);
  });

  it('chooses the photo with a subject over a sharper flat grey one, and says it may print soft when it is small', async () => {
    const grey = await flatGreyPhoto('wall.png', 1400, 2000);
    const small = await portraitPhoto('small-portrait.jpg', 300, 420);
    const cover = await designer.design({ photos: [grey, small], book, seed: 'one' });
    expect(cover.notes?.photo).toBe('small-portrait.jpg');
    expect(Number(cover.notes?.effectiveDpi)).toBeLessThan(150);
    expect(cover.softPhotos).toEqual(['small-portrait.jpg']);
  });

  it('sets a long title with markup characters, and a name with them, as a cover like any other', async () => {
    const long = {
      ...book,
      title:
        'The Extraordinary & Entirely Unexpected Adventures of <Bartholomew> "Barty" Quill Beyond the Edge of the Whispering Sea',
      mainCharacterName: '<b>Ada</b> & Co',
    };
    const cover = await designer.design({ photos: [portrait], book: long, seed: 'one' });
    const print = await sharp(cover.print).metadata();
    expect([print.width, print.height, print.density]).toEqual([
      COVER_PRINT.widthPixels,
      COVER_PRINT.heightPixels,
      300,
    ]);
    // The lettering is paths (type-setting.spec.ts checks the wrapping and the box); here the name must be drawn:
    // the same design without it differs.
    const blank = await designer.design({ photos: [portrait], book: { ...long, mainCharacterName: ' ' }, seed: 'one' });
    expect(blank.print.equals(cover.print)).toBe(false);
  });

  it('stops when the visitor has already left', async () => {
    const controller = new AbortController();
    controller.abort(new Error('visitor left'));
    await expect(designer.design({ photos: [portrait], book, seed: 'one', signal: controller.signal })).rejects.toThrow(
      'visitor left',
    );
  });

  it('refuses to design without a photo', async () => {
    await expect(designer.design({ photos: [], book, seed: 'one' })).rejects.toThrow(/at least one photo/);
  });
});
