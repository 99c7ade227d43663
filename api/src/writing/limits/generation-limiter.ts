import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { TokenUsage } from '../writing.types.js';
import { GenerationLimitReachedException, GenerationRateLimitedException } from '../writing.exception.js';
import {
  GenerationLedgerRepository,
  type GenerationOutcome,
  type GenerationTask,
} from './generation-ledger.repository.js';

/** A generation that was let through: finish it with its outcome. `seed` numbers this task's generations for the visitor. */
export interface GenerationTicket {
  id: string;
  seed: number;
}

/**
 * Cost control for every generating endpoint: a cap per draft, then sliding-window limits per visitor and per
 * IP (GENERATION_* settings). Counted in the database, so limits hold across restarts and processes.
 */
@Injectable()
export class GenerationLimiter {
  /** Callers of generationFinished() waiting for the next outcome to be recorded. */
  private finishedWaiters: Array<() => void> = [];

  constructor(
    private readonly ledger: GenerationLedgerRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async admit(visitorId: string, ip: string, task: GenerationTask): Promise<GenerationTicket> {
    const limits = this.config.writing.limits;
    const { id, usage } = await this.ledger.admit(
      { visitorId, ip, task, windowSeconds: limits.windowSeconds },
      (usage) => {
        // The cap first: waiting does not help there, so the visitor must hear that rather than "wait a minute".
        if (usage.draftTotal >= limits.perDraft) throw new GenerationLimitReachedException(limits.perDraft);
        if (usage.visitorInWindow >= limits.perVisitor)
          throw new GenerationRateLimitedException('visitor', limits.perVisitor, usage.visitorWindowFreesInSeconds);
        if (usage.ipInWindow >= limits.perIp)
          throw new GenerationRateLimitedException('ip', limits.perIp, usage.ipWindowFreesInSeconds);
      },
    );
    return { id, seed: usage.taskTotal + 1 };
  }

  async finish(ticket: GenerationTicket, outcome: GenerationOutcome, usage?: TokenUsage): Promise<void> {
    try {
      await this.ledger.finish(ticket.id, outcome, usage);
    } finally {
      const waiters = this.finishedWaiters;
      this.finishedWaiters = [];
      for (const finished of waiters) finished();
    }
  }

  /**
   * Resolves once the next generation's outcome has been recorded (or failed to be). A visitor who leaves mid-way
   * has no reply to wait for, and the outcome 'aborted' is recorded after the request is gone, so a caller (a test)
   * reading the ledger awaits this between looks instead of sleeping. Ask before looking, so none goes unseen between.
   */
  generationFinished(): Promise<void> {
    return new Promise((resolve) => this.finishedWaiters.push(resolve));
  }
}
