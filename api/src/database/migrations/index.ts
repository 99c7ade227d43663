import type { Migration } from '../migration.js';
import { migration0001Platform } from './0001_platform.js';
import { migration0002GenerationEvents } from './0002_generation_events.js';
import { migration0003GenerationUsage } from './0003_generation_usage.js';
import { migration0004CoverAssets } from './0004_cover_assets.js';
import { migration0005Orders } from './0005_orders.js';
import { migration0006Production } from './0006_production.js';
import { migration0007PrintJobs } from './0007_print_jobs.js';
import { migration0008PrintFollowUps } from './0008_print_follow_ups.js';
import { migration0009Accounts } from './0009_accounts.js';
import { migration0010ContactMessages } from './0010_contact_messages.js';
import { migration0011PrintJobRetries } from './0011_print_job_retries.js';
import { migration0012AccountSafety } from './0012_account_safety.js';
import { migration0013CoverAssetAddresses } from './0013_cover_asset_addresses.js';
import { migration0014ProductionFailureCause } from './0014_production_failure_cause.js';
import { migration0015ChapterFlags } from './0015_chapter_flags.js';
import { migration0016BackCoverBlurb } from './0016_back_cover_blurb.js';
import { migration0017Proof } from './0017_proof.js';
import { migration0018ProofRequests } from './0018_proof_requests.js';
import { migration0019SharedSecrets } from './0019_shared_secrets.js';
import { migration0020StageAttempt } from './0020_stage_attempt.js';

/**
 * Every migration, oldest first: sorted by id, so two teams appending theirs at once need not agree on the order of
 * these lines. Never edit or remove a released one. `npm run migration:new -w @storyloom/api -- name` adds a file
 * and its line here.
 */
export const MIGRATIONS: readonly Migration[] = [
  migration0001Platform,
  migration0002GenerationEvents,
  migration0003GenerationUsage,
  migration0004CoverAssets,
  migration0005Orders,
  migration0006Production,
  migration0007PrintJobs,
  migration0008PrintFollowUps,
  migration0009Accounts,
  migration0010ContactMessages,
  migration0011PrintJobRetries,
  migration0012AccountSafety,
  migration0013CoverAssetAddresses,
  migration0014ProductionFailureCause,
  migration0015ChapterFlags,
  migration0016BackCoverBlurb,
  migration0017Proof,
  migration0018ProofRequests,
  migration0019SharedSecrets,
  migration0020StageAttempt,
].sort((a, b) => (a.id < b.id ? -1 : 1));
