import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service.js';
import { CoverRetentionService } from './cover-retention.service.js';

/** The queue of the clean-up of abandoned drafts' files (photos and covers), run at the top of every hour by whichever process works jobs. */
export const PURGE_PHOTOS_QUEUE = 'cover.purge-photos';
export const PURGE_PHOTOS_CRON = '0 * * * *';

/**
 * Deletes abandoned drafts' photos and covers on a schedule (docs/product/step4-cover.md): the schedule lives in the
 * database, so a fleet of API processes runs each occurrence once, and a missed hour is made up by the next.
 */
@Injectable()
export class CoverRetentionSchedule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly retention: CoverRetentionService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.schedule(PURGE_PHOTOS_QUEUE, PURGE_PHOTOS_CRON, () => this.retention.purgeDue(new Date()));
  }
}
