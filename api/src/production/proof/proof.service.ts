import { Inject, Injectable } from '@nestjs/common';
import {
  PROOF_API,
  type ProofAcceptRequest,
  type ProofApproveRequest,
  type ProofChangeRequest,
  type ProofChoiceRequest,
  type ProofEditRequest,
  type ProofReply,
  type ProofRestoreRequest,
  type ProofState,
} from '@storyloom/contracts/delivery';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { OrdersService, type Order, type OrderAccess } from '../../orders/orders.service.js';
import { FILE_STORE, type FileStore } from '../../storage/file-store.js';
import { requiredFile, versionFiles } from '../book-files.js';
import { ProductionRepository, type ProductionRecord } from '../production.repository.js';
import { applyEdit, paragraphsOfText } from './proof-content.js';
import { ProofPersonalService } from './proof-personal.service.js';
import { ProofVersionsService } from './proof-versions.service.js';
import { ProofLockedException, ProofNotInReviewException, ProofVersionNotFoundException } from './proof.exception.js';
import { ProofRepository } from './proof.repository.js';
import { ProofRequestsService } from './requests/proof-requests.service.js';

/** Production states after which the book is with the printer (or on its way): the choice and the text are frozen. */
const PRINTING_STARTED = new Set(['typeset', 'ready']);

/**
 * The buyer's proof (docs/product/proof.md): who may see it (the status token, the ordering visitor, the signed-in
 * account; everyone else the same 404), what it shows, and the buyer's changes, restores, choice and approval.
 */
@Injectable()
export class ProofService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly orders: OrdersService,
    private readonly production: ProductionRepository,
    private readonly repository: ProofRepository,
    private readonly versions: ProofVersionsService,
    private readonly requests: ProofRequestsService,
    private readonly personal: ProofPersonalService,
  ) {}

  async proof(orderId: string, access: OrderAccess): Promise<ProofReply> {
    return this.reply(await this.orders.authorisedOrder(orderId, access), access.token);
  }

  /** The choice, until printing starts. Choosing to print while the book waits in review approves its newest version. */
  async choose(orderId: string, access: OrderAccess, request: ProofChoiceRequest): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    const approveNewest = await this.repository.transaction(async (tx) => {
      const locked = await this.repository.lock(tx, order.id);
      if (
        locked &&
        (locked.approvedVersion !== null ||
          PRINTING_STARTED.has(locked.state) ||
          (locked.state === 'failed' && locked.failedStage === 'printing'))
      ) {
        throw new ProofLockedException('Printing has started: the choice can no longer change.');
      }
      await this.repository.setChoice(tx, order.id, request.proof_choice);
      return locked?.state === 'review' && request.proof_choice === 'print_when_written' ? locked.newestVersion : null;
    });
    if (approveNewest !== null) await this.versions.approve(order.id, approveNewest, 'buyer');
    return this.reply(await this.orders.authorisedOrder(orderId, access), access.token);
  }

  async edit(orderId: string, access: OrderAccess, request: ProofEditRequest): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    const base = await this.repository.version(order.id, request.base_version);
    if (!base) throw await this.missingVersion(order.id, request.base_version);
    const { content, description } = applyEdit(base.content, request.edit);
    await this.versions.commitVersion(order.id, request.base_version, content, description);
    return this.reply(order, access.token);
  }

  /** An earlier version made the newest again, as a new version ('Restored version N'). */
  async restore(orderId: string, access: OrderAccess, request: ProofRestoreRequest): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    const earlier = await this.repository.version(order.id, request.version);
    if (!earlier) throw await this.missingVersion(order.id, request.version);
    await this.versions.commitVersion(
      order.id,
      request.base_version,
      earlier.content,
      `Restored version ${request.version}`,
    );
    return this.reply(order, access.token);
  }

  /** A change in plain words (docs/product/proof.md#changes-in-plain-words): stored and queued; the reply lists it 'working'. */
  async request(orderId: string, access: OrderAccess, request: ProofChangeRequest): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    await this.requests.create(order.id, request);
    return this.reply(order, access.token);
  }

  async accept(orderId: string, requestId: string, access: OrderAccess, body: ProofAcceptRequest): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    await this.requests.accept(order.id, requestId, body);
    return this.reply(order, access.token);
  }

  async discard(orderId: string, requestId: string, access: OrderAccess): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    await this.requests.discard(order.id, requestId);
    return this.reply(order, access.token);
  }

  async approve(orderId: string, access: OrderAccess, request: ProofApproveRequest): Promise<ProofReply> {
    const order = await this.orders.authorisedOrder(orderId, access);
    await this.versions.approve(order.id, request.version, 'buyer');
    return this.reply(order, access.token);
  }

  /** A version's typeset PDF, exactly what prints if it is approved. */
  async file(
    orderId: string,
    access: OrderAccess,
    version: number,
    file: 'interior.pdf' | 'cover.pdf',
  ): Promise<Buffer> {
    const order = await this.orders.authorisedOrder(orderId, access);
    const stored = await this.repository.version(order.id, version);
    if (!stored || stored.version !== version) throw new ProofVersionNotFoundException(version);
    const files = versionFiles(order.id, version);
    return requiredFile(this.files, file === 'interior.pdf' ? files.interior : files.cover);
  }

  private async missingVersion(orderId: string, version: number): Promise<Error> {
    return (await this.repository.versions(orderId)).length === 0
      ? new ProofNotInReviewException()
      : new ProofVersionNotFoundException(version);
  }

  private async reply(order: Order, token: string | undefined): Promise<ProofReply> {
    const [record, versions, newest, requests] = await Promise.all([
      order.status === 'paid' ? this.production.find(order.id) : Promise.resolve(undefined),
      this.repository.versions(order.id),
      this.repository.version(order.id),
      this.requests.views(order.id),
    ]);
    const state = proofState(record, versions.length > 0);
    const personal = newest ? await this.personal.panel(order.id, newest.version, newest.content) : [];
    return {
      order_id: order.id,
      number: order.number,
      state,
      proof_choice: order.proofChoice,
      version: newest?.version ?? null,
      approved_version: record?.approvedVersion ?? null,
      approved_at: record?.approvedAt?.toISOString() ?? null,
      approved_by: record?.approvedBy ?? null,
      title: newest?.content.title ?? order.title ?? '',
      dedication: newest?.content.dedication ?? '',
      blurb: newest?.content.blurb ?? '',
      page_count: newest?.pageCount ?? 0,
      interior_pdf_url: newest ? PROOF_API.file(order.id, newest.version, 'interior.pdf', token) : null,
      cover_pdf_url: newest ? PROOF_API.file(order.id, newest.version, 'cover.pdf', token) : null,
      chapters: (newest?.content.chapters ?? []).map((chapter, index) => ({
        number: chapter.number,
        title: chapter.title,
        paragraphs: paragraphsOfText(chapter.text),
        first_page: newest!.chapterPages[index]?.first ?? 0,
        last_page: newest!.chapterPages[index]?.last ?? 0,
      })),
      versions: versions.map((version) => ({
        version: version.version,
        created_at: version.createdAt.toISOString(),
        description: version.description,
        page_count: version.pageCount,
      })),
      requests: requests.requests,
      requests_used: requests.used,
      requests_max: this.config.production.proof.requestsMax,
      personal,
    };
  }
}

/**
 * not_ready until the book is typeset; in_review while it waits for the buyer; approved once a version is approved,
 * or (a book printed as soon as written) once printing has started: nothing can change any more then.
 */
function proofState(record: ProductionRecord | undefined, hasVersions: boolean): ProofState {
  if (!record) return 'not_ready';
  if (record.approvedVersion !== null) return 'approved';
  if (record.state === 'review') return 'in_review';
  if (PRINTING_STARTED.has(record.state) || (record.state === 'failed' && record.failedStage === 'printing'))
    return 'approved';
  return hasVersions ? 'in_review' : 'not_ready';
}
