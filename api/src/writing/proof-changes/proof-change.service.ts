import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { demoRewrite } from './demo-rewrite.js';
import { removalWhat, removeMentions, renameBook, swapFact } from './literal-changes.js';
import { mergeBible, ModelProofChanges } from './model-changes.js';
import { offlinePlan, offlinePlanOrRewrite } from './offline-classifier.js';
import {
  ProofChangeChapterUnknownException,
  ProofChangeNeedsWriterException,
  ProofChangeNotUnderstoodException,
} from './proof-change.exception.js';
import type { ProofChangeInput, ProofChangePlan, ProofChangeResult } from './proof-change.types.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The plain-words change engine (docs/product/proof-changes.md). Pure: it reads the book it is given and answers
 * the chapters it would change; nothing is stored here, so a request that fails changes nothing. A rename is always
 * a literal replacement in code; with no AI key the demo writer does the rest with its own engine; with one, the
 * model reads the request and redrafts each chapter concerned.
 */
export class ProofChangeEngine {
  private readonly model: ModelProofChanges | undefined;

  constructor(writing: AppConfig['writing'], concurrency: number) {
    this.model = writing.writer === 'openai' ? new ModelProofChanges(writing.openai, concurrency) : undefined;
  }

  async propose(input: ProofChangeInput, signal?: AbortSignal): Promise<ProofChangeResult> {
    if (input.request.instruction.trim() === '')
      throw new ProofChangeNotUnderstoodException('Please write what you would like to change.');
    if (input.request.chapter !== undefined) this.assertChapter(input, input.request.chapter);
    const seen = offlinePlan(input);
    // A rename is never the model's work: whole-word replacement is exact, and instant on a 40-chapter book.
    if (seen?.kind === 'rename') return renameBook(input, seen.from, seen.to);
    return this.model ? this.withModel(input, signal) : this.offline(seen ?? offlinePlanOrRewrite(input), input);
  }

  private offline(plan: ProofChangePlan, input: ProofChangeInput): ProofChangeResult {
    switch (plan.kind) {
      case 'rename':
        return renameBook(input, plan.from, plan.to);
      case 'removal':
        return removeMentions(input, plan.terms, removalWhat(plan.terms));
      case 'rewrite':
        this.assertChapter(input, plan.chapter);
        return demoRewrite(input, plan.chapter);
      case 'fact':
        if (plan.from && plan.to) return swapFact(input, plan.from, plan.to, plan.subject);
        throw new ProofChangeNeedsWriterException('change a fact of the story');
    }
  }

  private async withModel(input: ProofChangeInput, signal?: AbortSignal): Promise<ProofChangeResult> {
    const model = this.model!;
    const reading = await model.classify(input, signal);
    switch (reading.kind) {
      case 'unclear':
        throw new ProofChangeNotUnderstoodException(
          "Try saying what should be different, e.g. 'Leo is 7, not 6' or 'Make chapter 3 funnier'.",
        );
      case 'rename':
        return renameBook(input, reading.from, reading.to);
      case 'rewrite': {
        this.assertChapter(input, reading.chapter);
        const chapters = await model.redraft(input, 'rewrite', [reading.chapter], {
          bible: input.bible,
          ...(signal ? { signal } : {}),
        });
        return { kind: 'rewrite', message: `Rewrote chapter ${reading.chapter}.`, chapters };
      }
      case 'removal': {
        const what = removalWhat(reading.terms);
        const numbers = model.concerned(input, reading.terms);
        if (numbers.length === 0)
          return {
            kind: 'removal',
            message: `The book never mentions ${what}, so nothing was left out.`,
            chapters: [],
          };
        const chapters = await model.redraft(input, 'removal', numbers, {
          bible: input.bible,
          removed: reading.terms,
          ...(signal ? { signal } : {}),
        });
        return { kind: 'removal', message: `Left out ${what} in ${plural(chapters.length, 'chapter')}.`, chapters };
      }
      case 'fact': {
        const bible = mergeBible(input.bible, reading.bible ?? []);
        const bibleChanged = JSON.stringify(bible) !== JSON.stringify(input.bible);
        const numbers = model.concerned(input, reading.find);
        const chapters =
          numbers.length === 0
            ? []
            : await model.redraft(input, 'fact', numbers, { bible, ...(signal ? { signal } : {}) });
        const what = reading.summary ?? 'Changed a fact of the story';
        const where = chapters.length === 0 ? 'no chapter states it yet' : `in ${plural(chapters.length, 'chapter')}`;
        return {
          kind: 'fact',
          message: `${what.replace(/[.!]$/, '')}: ${where}.`,
          chapters,
          ...(bibleChanged ? { bible } : {}),
        };
      }
    }
  }

  private assertChapter(input: ProofChangeInput, chapter: number): void {
    if (!input.book.chapters.some((candidate) => candidate.number === chapter))
      throw new ProofChangeChapterUnknownException(chapter, input.book.chapters.length);
  }
}

/** The engine as the proof module injects it, built from the app's writer settings and BOOK_WRITING_CONCURRENCY. */
@Injectable()
export class ProofChangeService {
  private readonly engine: ProofChangeEngine;

  constructor(@InjectConfig() config: AppConfig) {
    this.engine = new ProofChangeEngine(config.writing, config.production.writingConcurrency);
  }

  /** What the request would change, or a ProofChangeException / WriterUnavailableException saying why not. */
  propose(input: ProofChangeInput, signal?: AbortSignal): Promise<ProofChangeResult> {
    return this.engine.propose(input, signal);
  }
}
