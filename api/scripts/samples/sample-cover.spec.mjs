import { describe, expect, it } from '@jest/globals';
import { OfflineCoverDesigner } from '../../src/cover/design/offline-cover-designer.js';
import { SAMPLE_BRIEFS } from './sample-briefs.mjs';
import { portraitPhoto } from './portrait-photo.mjs';
import { designSampleCover, sampleCoverFiles } from './sample-cover.mjs';

/**
 * `npm run samples` commits its covers, named by their content: made twice from unchanged code they must be the same
 * bytes, or every run shows changed files. One sample's cover through the script's own path (stand-in photo, the
 * offline designer at the sample's seed, the WebP files), made twice.
 */
/** Drawing 1200 × 1600 photos and designing covers takes seconds each on a loaded two-core machine: a ceiling, not a measure. */
const IMAGE_WORK_CEILING_MS = 240_000;

describe('npm run samples: the covers are reproducible', () => {
  const brief = SAMPLE_BRIEFS[0];
  // The draft's cover book (coverBookOf) for this brief; what the designer reads of it.
  const book = {
    title: brief.story.bookTitle,
    genre: brief.story.genre,
    tone: brief.story.tone,
    mainCharacterName: brief.characters[0].name,
    mainCharacterDescription: '',
  };
  const makeCover = async () =>
    sampleCoverFiles(brief.slug, await designSampleCover(new OfflineCoverDesigner(), book, brief));

  it(
    'gives the same stand-in photo for the same sample, and another for another sample',
    async () => {
      const [first, again, other] = await Promise.all([
        portraitPhoto(brief.photo, 'a.jpg', brief.slug),
        portraitPhoto(brief.photo, 'b.jpg', brief.slug),
        portraitPhoto(brief.photo, 'a.jpg', SAMPLE_BRIEFS[1].slug),
      ]);
      expect(again.data.equals(first.data)).toBe(true);
      expect(other.data.equals(first.data)).toBe(false);
    },
    IMAGE_WORK_CEILING_MS,
  );

  it(
    'writes the same cover and thumbnail files (names and bytes) when made twice',
    async () => {
      const first = await makeCover();
      const again = await makeCover();
      expect(first.cover.name).toMatch(new RegExp(`^${brief.slug}\\.[0-9a-f]{10}\\.webp$`));
      expect(first.thumbnail.name).toMatch(new RegExp(`^${brief.slug}\\.thumb\\.[0-9a-f]{10}\\.webp$`));
      expect({ cover: again.cover.name, thumbnail: again.thumbnail.name }).toEqual({
        cover: first.cover.name,
        thumbnail: first.thumbnail.name,
      });
      expect(again.cover.data.equals(first.cover.data)).toBe(true);
      expect(again.thumbnail.data.equals(first.thumbnail.data)).toBe(true);
    },
    IMAGE_WORK_CEILING_MS,
  );
});
