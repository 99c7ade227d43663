import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ProofAcceptRequest, ProofChangeRequest, ProofChangeRequestView } from '@storyloom/contracts/delivery';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectClock, type Clock } from '../../../config/clock.js';
import { InjectConfig } from '../../../config/config.module.js';
import { JobsService, type Job } from '../../../jobs/jobs.service.js';
import { OrdersService } from '../../../orders/orders.service.js';
import { parsePaidBook } from '../../paid-book.js';
import { bookPlan } from '../../production-pipeline.service.js';
import { ProofChangeService, renameForms } from '../../../writing/writing.service.js';
import type { ProofChangeInput } from '../../../writing/writing.types.js';
import { ProofVersionsService } from '../proof-versions.service.js';
import {
  ProofChapterNotFoundException,
  ProofLockedException,
  ProofNotInReviewException,
  ProofRequestNotFoundException,
  ProofRequestNotProposedException,
  ProofRequestStaleException,
  ProofRequestsExhaustedException,
  ProofRequestWorkingException,
  ProofVersionConflictException,
} from '../proof.exception.js';
import { ProofRepository } from '../proof.repository.js';
import {
  applyProposal,
  FAILED_ON_OUR_SIDE,
  failureOf,
  renamedCharacters,
  requestDescription,
  requestView,
} from './proof-request-content.js';
import { ProofRequestsRepository, type ProofRequest, type StoredProposal } from './proof-requests.repository.js';

export const PROOF_CHANGE_QUEUE = 'proof.change';

export interface ProofChangeJob {
  requestId: string;
}

/**
 * The buyer's plain-words requests (docs/product/proof.md#changes-in-plain-words). A request is stored 'working' and
 * its job 'proof.change' queued in one transaction; the job (wherever workers run: this process, or `npm run
 * worker`) asks the change engine (ProofChangeService) what the request would change, on the version it was made
 * on, and stores the proposal or why it failed. The book itself changes only when the buyer accepts: a new version,
 * re-typeset like a hand edit. A worker killed mid-job leaves the request 'working' and its job active; pg-boss
 * hands the job back (expiry) and the retry starts again from the stored request and version, so nothing the
 * buyer accepted is lost.
 */
@Injectable()
export class ProofRequestsService implements OnModuleInit {
  private readonly logger = new Logger('ProofRequests');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectClock() private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly orders: OrdersService,
    private readonly proofs: ProofRepository,
    private readonly repository: ProofRequestsRepository,
    private readonly versions: ProofVersionsService,
    private readonly engine: ProofChangeService,
  ) {}

  async onModuleInit(): Promise<void> {
    // A redraft by a model takes about as long as writing the chapter (20 s or more each, a few at once); the
    // expiry is what hands a dead worker's job back, so it is well past the longest request, not minutes past it.
    await this.jobs.work<ProofChangeJob>(PROOF_CHANGE_QUEUE, (job) => this.work(job), {
      retryLimit: 2,
      retryDelaySeconds: this.config.production.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      concurrency: 2,
    });
  }

  /** The order's requests, newest first, and how many count against its allowance. */
  async views(orderId: string): Promise<{ requests: ProofChangeRequestView[]; used: number }> {
    const [requests, used] = await Promise.all([this.repository.list(orderId), this.repository.used(orderId)]);
    return { requests: requests.map(requestView), used };
  }

  /**
   * A new request, on the newest version of a book in review: refused when the allowance is used up (429), while
   * another is still being worked on, or when the buyer looks at an older version (409). Stored and queued at once.
   */
  async create(orderId: string, request: ProofChangeRequest): Promise<void> {
    if (request.chapter !== undefined) {
      const newest = await this.proofs.version(orderId);
      if (newest && !newest.content.chapters.some((chapter) => chapter.number === request.chapter))
        throw new ProofChapterNotFoundException(request.chapter, newest.content.chapters.length);
    }
    const id = randomUUID();
    await this.proofs.transaction(async (tx) => {
      const locked = await this.proofs.lock(tx, orderId);
      if (!locked || locked.newestVersion === null) throw new ProofNotInReviewException();
      if (locked.approvedVersion !== null || locked.state !== 'review')
        throw new ProofLockedException(
          `Version ${locked.approvedVersion ?? locked.newestVersion} is approved and printing has started: the book can no longer change.`,
        );
      if (locked.newestVersion !== request.base_version) throw new ProofVersionConflictException(locked.newestVersion);
      const usage = await this.repository.usage(tx, orderId);
      const max = this.config.production.proof.requestsMax;
      if (usage.used >= max) throw new ProofRequestsExhaustedException(max);
      if (usage.working > 0) throw new ProofRequestWorkingException();
      await this.repository.insert(tx, {
        id,
        orderId,
        number: usage.last + 1,
        baseVersion: request.base_version,
        chapter: request.chapter ?? null,
        instruction: request.instruction,
        createdAt: this.clock(),
      });
      const jobId = await this.jobs.send<ProofChangeJob>(PROOF_CHANGE_QUEUE, { requestId: id }, { tx });
      if (jobId) await this.repository.setJob(tx, id, jobId);
    });
    this.logger.log(
      `order ${orderId}: plain-words request ${id} on version ${request.base_version}${request.chapter ? ` (chapter ${request.chapter})` : ''}`,
    );
  }

  /**
   * Accepts a proposal: a new version with its chapters (and a rename's title, dedication and back cover),
   * re-typeset, the request marked accepted in the same transaction. Only a proposal made on the newest version
   * can be: one made before a later change would undo that change (409, discard and ask again).
   */
  async accept(orderId: string, requestId: string, body: ProofAcceptRequest): Promise<void> {
    const request = await this.found(orderId, requestId);
    if (request.state !== 'proposed' || !request.proposal) throw new ProofRequestNotProposedException(request.state);
    const newest = await this.proofs.version(orderId);
    if (!newest) throw new ProofNotInReviewException();
    if (newest.version !== request.baseVersion)
      throw new ProofRequestStaleException(request.baseVersion, newest.version);
    const content = applyProposal(newest.content, request.proposal);
    await this.versions.commitVersion(
      orderId,
      body.base_version,
      content,
      requestDescription(request),
      async (tx, version) => {
        if (!(await this.repository.accept(tx, request.id, version))) {
          const now = await this.repository.find(orderId, request.id);
          throw new ProofRequestNotProposedException(now?.state ?? 'discarded');
        }
      },
    );
  }

  /** A proposal the buyer does not want, or a failed request cleared away; the book is as it was. */
  async discard(orderId: string, requestId: string): Promise<void> {
    const request = await this.found(orderId, requestId);
    if (request.state === 'discarded') return;
    if (!(await this.repository.discard(request.id))) throw new ProofRequestNotProposedException(request.state);
  }

  private async found(orderId: string, requestId: string): Promise<ProofRequest> {
    const request = await this.repository.find(orderId, requestId);
    if (!request) throw new ProofRequestNotFoundException();
    return request;
  }

  /**
   * The job: what the request would change, stored as a proposal, or why not. The buyer's versions are never
   * touched here. A failure the buyer can act on (the engine's refusal, the provider down) fails the request at
   * once and does not count; one of ours (a crash, the database) is retried by the queue, and fails the request
   * only on the last attempt.
   */
  async work(job: Job<ProofChangeJob>): Promise<string> {
    const { requestId } = job.data;
    const request = await this.repository.findById(requestId);
    if (!request) return 'skipped: the request is gone';
    if (!(await this.repository.startAttempt(request.id))) return `skipped: the request is ${request.state}`;
    try {
      const input = await this.inputOf(request);
      const result = await this.engine.propose(input, job.signal);
      const proposal: StoredProposal = {
        chapters: result.chapters,
        ...(result.bible ? { bible: result.bible } : {}),
        ...(result.rename ? { rename: { ...result.rename, forms: renameForms(result.rename.from, input) } } : {}),
      };
      const stored = await this.repository.propose(request.id, result.kind, result.message, proposal);
      return stored
        ? `proposed (${result.kind}): ${result.chapters.length} chapter(s) changed`
        : 'proposed, but the request had moved on';
    } catch (error) {
      // A stopping process's job is retried by the next worker, never failed in the buyer's name.
      if (job.signal.aborted) throw error;
      const failure = failureOf(error);
      if (failure) {
        await this.repository.fail(request.id, failure.code, failure.message);
        this.logger.warn(
          `order ${request.orderId}: request ${request.id} failed: ${failure.code}: ${(error as Error).message}`,
        );
        return `failed: ${failure.code}`;
      }
      if (job.retryCount >= job.retryLimit) {
        await this.repository.fail(request.id, FAILED_ON_OUR_SIDE.code, FAILED_ON_OUR_SIDE.message);
        this.logger.error(
          `order ${request.orderId}: request ${request.id} failed for good: ${(error as Error).message}`,
        );
      }
      throw error;
    }
  }

  /** The engine's input: the version the request was made on, and the order's frozen book (as the pipeline plans it). */
  private async inputOf(request: ProofRequest): Promise<ProofChangeInput> {
    const [version, frozen] = await Promise.all([
      this.proofs.version(request.orderId, request.baseVersion),
      this.orders.paidOrderBook(request.orderId),
    ]);
    if (!version || version.version !== request.baseVersion)
      throw new Error(`order ${request.orderId} has no version ${request.baseVersion}`);
    if (!frozen) throw new Error(`order ${request.orderId} is missing`);
    const book = parsePaidBook(frozen);
    const plan = bookPlan(book);
    const { content } = version;
    return {
      book: {
        title: content.title,
        chapters: content.chapters.map(({ number, title, text }) => ({ number, title, text })),
      },
      bible: content.bible ?? plan.foundations ?? [],
      characters: renamedCharacters(plan.characters, content.renames),
      story: plan.story,
      plan: {
        summary: plan.summary,
        outline: plan.outline,
        ...(plan.placedDetails ? { placedDetails: plan.placedDetails } : {}),
      },
      request: { ...(request.chapter !== null ? { chapter: request.chapter } : {}), instruction: request.instruction },
    };
  }
}
