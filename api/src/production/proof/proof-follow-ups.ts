import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectClock, type Clock } from '../../config/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { ProofVersionsService } from './proof-versions.service.js';
import { ProofRepository } from './proof.repository.js';

export const PROOF_FOLLOW_UPS_QUEUE = 'proof.follow-ups';
const DAY_MS = 24 * 3600 * 1000;

/**
 * What happens to a book left in "Ready for your review" (docs/product/proof.md): a reminder after each of
 * PROOF_REMINDER_DAYS, and approval of the newest version on the buyer's behalf after PROOF_AUTO_APPROVE_DAYS (when
 * set). A periodic pg-boss job (every 15 minutes, one process at a time) runs `run()`, which reads the injectable
 * clock, so a test moves time instead of waiting for it.
 */
@Injectable()
export class ProofFollowUps implements OnModuleInit {
  private readonly logger = new Logger('ProofFollowUps');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectClock() private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly repository: ProofRepository,
    private readonly versions: ProofVersionsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.schedule(PROOF_FOLLOW_UPS_QUEUE, '*/15 * * * *', async () => {
      const done = await this.run();
      return `${done.reminded} reminded, ${done.approved} approved automatically`;
    });
  }

  /** One pass over the books in review; answers what it did. */
  async run(): Promise<{ reminded: number; approved: number }> {
    const { reminderDays, autoApproveDays } = this.config.production.proof;
    const now = this.clock().getTime();
    let reminded = 0;
    let approved = 0;
    for (const waiting of await this.repository.waitingForReview()) {
      const days = (now - waiting.reviewAt.getTime()) / DAY_MS;
      try {
        if (autoApproveDays !== undefined && days >= autoApproveDays) {
          const newest = await this.repository.version(waiting.orderId);
          if (newest) {
            await this.versions.approve(waiting.orderId, newest.version, 'automatic');
            approved++;
          }
          continue;
        }
        // Reminders passed at once (a check after a long pause) send one e-mail and count them all.
        const due = reminderDays.filter((day) => days >= day).length;
        if (
          due > waiting.remindersSent &&
          (await this.repository.claimReminder(waiting.orderId, waiting.remindersSent, due))
        ) {
          try {
            await this.versions.sendReminder(waiting.orderId);
            reminded++;
          } catch (error) {
            await this.repository.releaseReminder(waiting.orderId, waiting.remindersSent, due);
            throw error;
          }
        }
      } catch (error) {
        this.logger.error(`order ${waiting.orderId}: proof follow-up failed: ${(error as Error).message}`);
      }
    }
    return { reminded, approved };
  }
}
