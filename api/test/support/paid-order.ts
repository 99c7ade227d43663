import { productionReplySchema, type ProductionReply } from '@storyloom/contracts/delivery';
import type request from 'supertest';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { photo, visitorReadyForCover } from './cover-images.js';
import { gbOrder } from './delivery-visitor.js';
import { untilJobsMoveOn } from './job-events.js';
import type { TestApp } from './test-app.js';

/** What the production specs share: a book paid through the built-in test checkout, and its status page read until it settles. */

export type Agent = ReturnType<typeof request.agent>;

/**
 * Reads state that `testApp`'s production jobs move on (an order's status, a proof, the print outbox) until `done`:
 * looked at again after each job the app works (job-events.ts), never after a pause, with the test's timeout as the
 * only limit.
 */
export const waitFor = <T>(
  testApp: TestApp,
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> => untilJobsMoveOn(testApp.app.get(JobsService), what, read, done);

/**
 * For a process of its own (its pino lines): whether a log line says that `queue`'s stage of `orderId` has ended
 * (ProductionPipelineService.runStage logs "order <id>: <queue> <outcome>" once the stage's work is committed), or is
 * an error about the order (a stage failed for good), so that a book that fails ends the wait at once rather than
 * at the test's timeout. What such a test awaits before it reads the status page.
 */
export const stageEnded =
  (orderId: string, queue: string) =>
  (line: { msg?: unknown; level?: unknown }): boolean => {
    const msg = String(line.msg ?? '');
    return (
      msg.startsWith(`order ${orderId}: ${queue} `) ||
      (msg.startsWith(`order ${orderId}: `) && Number(line.level) >= 50)
    );
  };

/** The order status page's reply, as the buyer's browser reads it. */
export const productionStatus = async (agent: Agent, orderId: string): Promise<ProductionReply> =>
  productionReplySchema.parse((await agent.get(`/api/orders/${orderId}/production`).expect(200)).body);

/** Past the stages that are still working: ready for printing, printed, or failed. */
export const settled = (reply: ProductionReply): boolean =>
  !['paid', 'writing', 'typesetting'].includes(reply.stage ?? 'paid');

export interface PaidOrderOptions {
  /** Chapter 1 as the visitor stored it on /step4. */
  firstChapter?: string;
  /** Runs once the wizard's own texts are written, just before payment (e.g. to script the writer for the book). */
  beforePay?: () => void | Promise<void>;
  /**
   * The checkout's proof choice (docs/product/proof.md). The specs that follow a book to the printer print it as
   * soon as it is written, as every order did before the proof; the proof's own specs pass 'review'.
   */
  proofChoice?: 'review' | 'print_when_written';
}

/** Steps 1 to 4 and the order details through the API (a small softcover book), paid through the built-in test checkout. */
export async function paidOrder(
  testApp: TestApp,
  options: PaidOrderOptions = {},
): Promise<{ agent: Agent; orderId: string }> {
  const agent = await visitorReadyForCover(testApp);
  await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
  return { agent, orderId: await payForDraft(agent, options) };
}

/**
 * A visitor whose draft has its outline: step 4 (a cover photo and `firstChapter`), the order details (a softcover to
 * Great Britain, the cheapest post) and payment through the built-in test checkout. Answers the paid order's id.
 */
export async function payForDraft(agent: Agent, options: PaidOrderOptions = {}): Promise<string> {
  await agent
    .post('/api/store_step4')
    .attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png')
    .field(
      'firstChapter',
      options.firstChapter ??
        'Ada found the lantern under the pier, still warm, as if someone had carried it all night.',
    )
    .expect(200);
  await agent
    .post('/api/store_order_details')
    .send(gbOrder({ binding_type: 'softcover' }))
    .expect(200);
  const checkout = (
    await agent
      .post('/api/create-checkout-payment_intent')
      .send({
        item_type: 'softcover_small',
        quantity: 1,
        shipping_level: 'MAIL',
        proof_choice: options.proofChoice ?? 'print_when_written',
      })
      .expect(200)
  ).body as { url: string; session_id: string };
  await options.beforePay?.();
  const paid = await agent
    .post(`/api/checkout/test/${checkout.session_id}/pay`)
    .set('Origin', new URL(checkout.url).origin)
    .expect(303);
  return new URL(paid.headers.location!, 'http://x').searchParams.get('order')!;
}
