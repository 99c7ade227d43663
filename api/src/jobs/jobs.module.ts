import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';

/**
 * The durable job queue (pg-boss on the project's database). Global, like the database: any module injects
 * JobsService to register workers, send jobs or schedule recurring ones.
 */
@Global()
@Module({
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
