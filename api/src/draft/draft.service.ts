import { Injectable } from '@nestjs/common';
import { isDraftSectionKey, type DraftSectionKey } from './draft-section.js';
import { DraftSectionUnknownException, DraftVisitorInvalidException } from './draft.exception.js';
import { DraftRepository } from './draft.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visitor's draft book: everything the wizard sends, kept server-side by visitor id (from `@VisitorId()`).
 * Steps store validated values under their own section key; a visitor only ever reaches their own draft
 * because the id comes from their signed cookie, never from the request body.
 */
@Injectable()
export class DraftService {
  constructor(private readonly drafts: DraftRepository) {}

  /** The stored section, or undefined when this visitor never saved it. Callers re-validate what they read. */
  async getSection<T>(visitorId: string, key: DraftSectionKey): Promise<T | undefined> {
    this.assertArguments(visitorId, key);
    const { present, value } = await this.drafts.findSection(visitorId, key);
    return present ? (value as T) : undefined;
  }

  /** Replaces one section atomically (creating the draft on first save). Saving `undefined` removes the section. */
  async saveSection(visitorId: string, key: DraftSectionKey, value: unknown): Promise<void> {
    this.assertArguments(visitorId, key);
    if (value === undefined) {
      await this.drafts.deleteSection(visitorId, key);
      return;
    }
    await this.drafts.upsertSection(visitorId, key, JSON.stringify(value));
  }

  /**
   * Replaces several sections in one statement: a request that carries more than one step's data (POST
   * /api/step2 with characters), or a piece of work with the record of what it was written from, is stored whole
   * or, when the statement fails, not at all.
   */
  async saveSections(visitorId: string, sections: Partial<Record<DraftSectionKey, unknown>>): Promise<void> {
    this.assertArguments(visitorId);
    for (const key of Object.keys(sections)) this.assertArguments(visitorId, key);
    await this.drafts.upsertSections(visitorId, JSON.stringify(sections));
  }

  /**
   * Changes one stored section in place, safe against concurrent changes of the same section: `change` gets the
   * stored value (undefined when there is none) and answers the value to store plus what the caller wants back.
   * When `change` throws (e.g. the section is missing or unreadable), nothing is written.
   */
  async changeSection<Result>(
    visitorId: string,
    key: DraftSectionKey,
    change: (stored: unknown) => { value: unknown; result: Result },
  ): Promise<Result> {
    this.assertArguments(visitorId, key);
    return this.drafts.changeSection(visitorId, key, ({ present, value: stored }) => {
      const { value, result } = change(present ? stored : undefined);
      return { json: JSON.stringify(value), result };
    });
  }

  /** The whole draft; {} for a visitor who has saved nothing yet. */
  async getDraft(visitorId: string): Promise<Record<string, unknown>> {
    this.assertArguments(visitorId);
    return (await this.drafts.findData(visitorId)) ?? {};
  }

  /**
   * When each of these visitors' drafts was last saved (any step), for clean-up jobs that keep what a visitor is
   * still working on; a visitor without a draft is absent from the map.
   */
  async lastSaved(visitorIds: readonly string[]): Promise<Map<string, Date>> {
    for (const visitorId of visitorIds) this.assertArguments(visitorId);
    return this.drafts.findUpdatedAt(visitorIds);
  }

  /** Types guard the callers at compile time; this guards the data at run time. */
  private assertArguments(visitorId: string, key?: string): void {
    if (!UUID.test(visitorId))
      throw new DraftVisitorInvalidException({ cause: new Error(`visitor id "${visitorId}" is not a uuid`) });
    if (key !== undefined && !isDraftSectionKey(key)) throw new DraftSectionUnknownException(key);
  }
}
