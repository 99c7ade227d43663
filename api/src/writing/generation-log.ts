import { Injectable } from '@nestjs/common';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import type { GenerationTask } from './limits/generation-ledger.repository.js';
import type { Provenance } from './writing.types.js';

/** Older entries are dropped: the log answers "what wrote the current texts", not a full history. */
const KEPT_ENTRIES = 50;

export interface GenerationRecord extends Provenance {
  task: GenerationTask;
  seed: number;
  at: string;
}

/**
 * Keeps, in the visitor's draft, which writer, model and prompt version produced each text (newest last), and
 * the tokens it used when the provider said (the ledger row of the generation has them too, for operators).
 * Read-modify-write: two generations of one visitor finishing at the same instant may keep only one entry,
 * acceptable for a record that is informational (the ledger table is what limits count).
 */
@Injectable()
export class GenerationLog {
  constructor(private readonly drafts: DraftService) {}

  async record(visitorId: string, task: GenerationTask, seed: number, provenance: Provenance): Promise<void> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.generations);
    const entries = Array.isArray(stored) ? (stored as GenerationRecord[]) : [];
    const entry: GenerationRecord = {
      task,
      seed,
      writer: provenance.writer,
      promptVersion: provenance.promptVersion,
      at: new Date().toISOString(),
    };
    if (provenance.model) entry.model = provenance.model;
    if (provenance.usage) entry.usage = provenance.usage;
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.generations, [...entries, entry].slice(-KEPT_ENTRIES));
  }
}
