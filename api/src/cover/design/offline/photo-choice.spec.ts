import { describe, expect, it } from '@jest/globals';
import { flatGreyPhoto, portraitPhoto } from '../../../../test/support/cover-photos.js';
import { choosePhoto, effectiveDpi, scorePhoto } from './photo-choice.js';

describe('choosing the photo', () => {
  it('scores a face-like subject above a flat grey frame: skin and detail against neither', async () => {
    const [face, grey] = await Promise.all([
      scorePhoto(await portraitPhoto('face.jpg', 300, 400)),
      scorePhoto(await flatGreyPhoto('grey.png')),
    ]);
    expect(face.skin).toBeGreaterThan(0.1);
    expect(grey.skin).toBe(0);
    expect(grey.entropy).toBe(0);
    expect(face.score).toBeGreaterThan(grey.score);
  });

  it('picks the photo with the subject whatever the order', async () => {
    const face = await portraitPhoto('face.jpg', 300, 400);
    const grey = await flatGreyPhoto('grey.png');
    expect((await choosePhoto([grey, face])).photo.name).toBe('face.jpg');
    expect((await choosePhoto([face, grey])).photo.name).toBe('face.jpg');
  });

  it('measures the pixels per inch a photo keeps when cropped to cover a print region', () => {
    // 1000 px across a 1875 px (6.25 in) region: 160 dpi.
    expect(effectiveDpi({ width: 1000, height: 1400 }, 1875, 1580, 300)).toBe(160);
    // The tighter side decides: a wide photo fills the height first.
    expect(effectiveDpi({ width: 4000, height: 790 }, 1875, 1580, 300)).toBe(150);
  });
});
