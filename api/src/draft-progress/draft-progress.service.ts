import { Injectable } from '@nestjs/common';
import type { DraftProgressReply } from '@storyloom/contracts';
import { CharactersService } from '../characters/characters.service.js';
import { DraftService } from '../draft/draft.service.js';
import { fingerprintOf } from '../draft/fingerprint.js';
import { missingOutlineInputs, readOutlineSources } from '../outline/outline-sources.js';
import { OutlineService } from '../outline/outline.service.js';
import { readSummaryCharactersFingerprint } from '../premise/story-draft.js';

/**
 * The server's one view of how far the visitor's draft is: which steps have their data, what is out of date,
 * what step 3 still needs. Pages and the step indicator show this; none of them works it out again.
 */
@Injectable()
export class DraftProgressService {
  constructor(
    private readonly drafts: DraftService,
    private readonly characters: CharactersService,
    private readonly outlines: OutlineService,
  ) {}

  async progress(visitorId: string): Promise<DraftProgressReply> {
    const [sources, summaryWrittenFor, outline, cover, order] = await Promise.all([
      readOutlineSources(this.drafts, this.characters, visitorId),
      readSummaryCharactersFingerprint(this.drafts, visitorId),
      this.outlines.storedOutline(visitorId),
      this.drafts.getSection<unknown>(visitorId, 'cover'),
      this.drafts.getSection<unknown>(visitorId, 'order'),
    ]);
    const { characters, story, summary } = sources;
    // Work whose source was never recorded (saved before sources were) is not called out of date: nothing says so.
    const summaryStale = summary !== undefined && summaryWrittenFor !== undefined && summaryWrittenFor !== fingerprintOf(characters);
    const outlineStale =
      outline !== undefined && summary !== undefined && outline.summaryFingerprint !== undefined && outline.summaryFingerprint !== fingerprintOf(summary);
    return {
      steps: {
        characters: characters.length > 0,
        premise: story !== undefined && summary !== undefined,
        outline: outline !== undefined,
        cover: cover !== undefined && cover !== null,
        delivery: order !== undefined && order !== null,
      },
      stale: { summary: summaryStale, outline: outlineStale },
      outlineMissing: missingOutlineInputs(sources),
    };
  }
}
