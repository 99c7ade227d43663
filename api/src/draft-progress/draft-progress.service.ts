import { Injectable } from '@nestjs/common';
import type { DraftProgressReply } from '@storyloom/contracts';
import { charactersFingerprint } from '../characters/characters.service.js';
import { CoverService } from '../cover/cover.service.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import { fingerprintOf } from '../draft/fingerprint.js';
import { OutlineService } from '../outline/outline.service.js';
import { PremiseService } from '../premise/premise.service.js';

/**
 * The server's one view of how far the visitor's draft is: which steps have their data, what is out of date,
 * what step 3 still needs. Pages and the step indicator show this; none of them works it out again. Each step's
 * data is read through its own module's service, so a step can change how it stores its sections alone.
 */
@Injectable()
export class DraftProgressService {
  constructor(
    private readonly premise: PremiseService,
    private readonly outlines: OutlineService,
    private readonly covers: CoverService,
    private readonly deliveries: DeliveryService,
  ) {}

  async progress(visitorId: string): Promise<DraftProgressReply> {
    const [sources, summaryWrittenFor, outline, hasCover, hasOrder] = await Promise.all([
      this.outlines.sources(visitorId),
      this.premise.summaryCharactersFingerprint(visitorId),
      this.outlines.storedOutline(visitorId),
      this.covers.hasCover(visitorId),
      this.deliveries.hasOrder(visitorId),
    ]);
    const { characters, story, summary } = sources;
    // Work whose source was never recorded (saved before sources were) is not called out of date: nothing says so.
    const summaryStale =
      summary !== undefined &&
      summaryWrittenFor !== undefined &&
      summaryWrittenFor !== charactersFingerprint(characters);
    const outlineStale =
      outline !== undefined &&
      summary !== undefined &&
      outline.summaryFingerprint !== undefined &&
      outline.summaryFingerprint !== fingerprintOf(summary);
    return {
      steps: {
        characters: characters.length > 0,
        premise: story !== undefined && summary !== undefined,
        outline: outline !== undefined,
        cover: hasCover,
        delivery: hasOrder,
      },
      stale: { summary: summaryStale, outline: outlineStale },
      outlineMissing: sources.missing,
    };
  }
}
