import { refuseUnprintable, storableText, z } from '@storyloom/contracts';

/**
 * The buyer's proof (docs/product/proof.md): after payment the book is written and typeset, then waits in "Ready for
 * your review" until the buyer (or an operator on their behalf, or PROOF_AUTO_APPROVE_DAYS) approves a version; only
 * then is it handed to printing. Every call below is authorised like the order status page: the order's status token
 * (`?token=`, as the e-mail links carry it), the visitor who ordered, or the signed-in account the order belongs to.
 */

/** The buyer's choice at checkout, stored with the order; changeable from the status page until printing starts. */
export const PROOF_CHOICES = ['review', 'print_when_written'] as const;
export type ProofChoice = (typeof PROOF_CHOICES)[number];
export const DEFAULT_PROOF_CHOICE: ProofChoice = 'review';
export const PROOF_CHOICE_LABELS: Record<ProofChoice, string> = {
  review: "Let me read the whole book before it's printed (recommended)",
  print_when_written: "Print it as soon as it's written",
};
export const proofChoiceSchema = z.enum(PROOF_CHOICES, {
  error: `Proof choice must be one of: ${PROOF_CHOICES.join(', ')}`,
});

/** Body of `PUT PROOF_API.choice(order)`: refused (409 PROOF_LOCKED) once printing has started. */
export const proofChoiceRequestSchema = z.strictObject({ proof_choice: proofChoiceSchema });
export type ProofChoiceRequest = z.infer<typeof proofChoiceRequestSchema>;

/** Length limits of what the buyer can change by hand; the same numbers the API enforces. */
export const PROOF_LIMITS = {
  title: 120,
  chapterTitle: 120,
  paragraph: 4000,
  dedication: 600,
  blurb: 1200,
  instruction: 500,
} as const;

const proofText = (label: string, max: number, min = 1) =>
  storableText(label)
    .trim()
    .min(min, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max} characters`);

/** One change by hand. A paragraph is addressed by its chapter and its index among the chapter's paragraphs. */
export const proofEditSchema = z.discriminatedUnion(
  'field',
  [
    z.strictObject({
      field: z.literal('paragraph'),
      chapter: z.number().int().min(1),
      paragraph: z.number().int().min(0),
      text: proofText('Paragraph', PROOF_LIMITS.paragraph),
    }),
    z.strictObject({
      field: z.literal('chapter_title'),
      chapter: z.number().int().min(1),
      text: proofText('Chapter title', PROOF_LIMITS.chapterTitle),
    }),
    z.strictObject({ field: z.literal('title'), text: proofText('Book title', PROOF_LIMITS.title) }),
    z.strictObject({ field: z.literal('dedication'), text: proofText('Dedication', PROOF_LIMITS.dedication, 0) }),
    z.strictObject({ field: z.literal('blurb'), text: proofText('Back cover text', PROOF_LIMITS.blurb) }),
  ],
  { error: 'Field must be one of: paragraph, chapter_title, title, dedication, blurb' },
);
export type ProofEdit = z.infer<typeof proofEditSchema>;

/**
 * Body of `POST PROOF_API.edits(order)`: `base_version` is the version the buyer was looking at. If another tab
 * made a newer one meanwhile, the reply is 409 PROOF_VERSION_CONFLICT and nothing changes (the reply's `details`
 * carries the current version number; the page reloads the proof and shows the newer text).
 */
export const proofEditRequestSchema = z
  .strictObject({ base_version: z.number().int().min(1), edit: proofEditSchema })
  .superRefine((value, ctx) => refuseUnprintable(value.edit, ctx, ['edit']));
export type ProofEditRequest = z.infer<typeof proofEditRequestSchema>;

/** Body of `POST PROOF_API.restore(order)`: makes an earlier version the newest (as a new version). */
export const proofRestoreRequestSchema = z.strictObject({
  base_version: z.number().int().min(1),
  version: z.number().int().min(1),
});
export type ProofRestoreRequest = z.infer<typeof proofRestoreRequestSchema>;

/** Body of `POST PROOF_API.approve(order)`: the version approved must be the newest (409 otherwise). */
export const proofApproveRequestSchema = z.strictObject({ version: z.number().int().min(1) });
export type ProofApproveRequest = z.infer<typeof proofApproveRequestSchema>;

/**
 * Body of `POST PROOF_API.requests(order)`: a change in plain words, for one chapter or (no `chapter`) the whole
 * book. Each counts against PROOF_REQUESTS_MAX (default 20) per order; 429 PROOF_REQUESTS_EXHAUSTED after that.
 */
export const proofChangeRequestSchema = z
  .strictObject({
    base_version: z.number().int().min(1),
    chapter: z.number().int().min(1).optional(),
    instruction: proofText('Your request', PROOF_LIMITS.instruction),
  })
  .superRefine((value, ctx) => refuseUnprintable(value.instruction, ctx, ['instruction']));
export type ProofChangeRequest = z.infer<typeof proofChangeRequestSchema>;

/** Body of accepting a proposed change (`POST PROOF_API.accept(order, request)`); discarding takes `{}`. */
export const proofAcceptRequestSchema = z.strictObject({ base_version: z.number().int().min(1) });
export type ProofAcceptRequest = z.infer<typeof proofAcceptRequestSchema>;

/**
 * What the writer decided a plain-words request is: a fact of the story (the story bible changes; every chapter
 * that states it changes), a rename (a literal replacement, no writer call), a rewrite of one chapter, or a removal.
 */
export const PROOF_CHANGE_KINDS = ['fact', 'rename', 'rewrite', 'removal'] as const;
export type ProofChangeKind = (typeof PROOF_CHANGE_KINDS)[number];

/** working → proposed (the buyer sees each changed chapter) → accepted or discarded; or failed, with why. */
export const PROOF_REQUEST_STATES = ['working', 'proposed', 'accepted', 'discarded', 'failed'] as const;
export type ProofRequestState = (typeof PROOF_REQUEST_STATES)[number];

/** One chapter a proposed change would change: the whole text before and after (the page marks the difference). */
export const proposedChapterSchema = z.object({
  chapter: z.number().int(),
  title_before: z.string(),
  title_after: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ProposedChapter = z.infer<typeof proposedChapterSchema>;

export const proofChangeRequestViewSchema = z.object({
  id: z.string(),
  chapter: z.number().int().nullable(),
  instruction: z.string(),
  state: z.enum(PROOF_REQUEST_STATES),
  kind: z.enum(PROOF_CHANGE_KINDS).nullable(),
  /** The writer's one line on what it did (or, failed, why nothing changed). */
  message: z.string().nullable(),
  /** Set once proposed: the chapters it changes. Empty when the writer found nothing to change. */
  chapters: z.array(proposedChapterSchema),
  created_at: z.string(),
});
export type ProofChangeRequestView = z.infer<typeof proofChangeRequestViewSchema>;

/** One version of the book: every accepted change (by hand, in plain words, a restore) makes one. Version 1 is as written. */
export const proofVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  /** One line: 'As written', 'Edited chapter 3, paragraph 2', 'Sister is Maya, not Mia', 'Restored version 2'. */
  description: z.string(),
  page_count: z.number().int(),
});
export type ProofVersion = z.infer<typeof proofVersionSchema>;

/** A chapter of the current version as the reading view shows it, with the pages it spans in the typeset book. */
export const proofChapterSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  first_page: z.number().int(),
  last_page: z.number().int(),
});
export type ProofChapter = z.infer<typeof proofChapterSchema>;

/** A flag of the personalisation check: something the buyer gave that the book misses or gets wrong. */
export const PERSONAL_FLAG_KINDS = [
  'missing',
  'misspelled',
  'nickname_unused',
  'age_contradicted',
  'avoided_word',
] as const;
export const personalFlagSchema = z.object({
  kind: z.enum(PERSONAL_FLAG_KINDS),
  message: z.string(),
  /** The page to look at (the first where the problem shows), or null when the detail appears nowhere. */
  page: z.number().int().nullable(),
});
export type PersonalFlag = z.infer<typeof personalFlagSchema>;

/** "What's personal in this book": each detail the buyer gave, the pages where it appears, and its flags. */
export const personalDetailSchema = z.object({
  /** Whose detail: a character's name, or null for the gift (occasion, things to avoid). */
  character: z.string().nullable(),
  /** What it is: 'Name', 'Called', 'Age', 'Trait', 'Skill', 'Hobby', 'Quirk', 'Fear', 'Extra information', 'Occasion', 'Things to avoid'. */
  label: z.string(),
  value: z.string(),
  pages: z.array(z.number().int()),
  flags: z.array(personalFlagSchema),
});
export type PersonalDetail = z.infer<typeof personalDetailSchema>;

export const PROOF_STATES = ['not_ready', 'in_review', 'approved'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/**
 * Reply of `GET PROOF_API.proof(order)` (and of every change: the proof as it is now). `not_ready` while the book is
 * written and typeset (then only the ids, the choice and `state` mean anything); `in_review` once typeset and
 * waiting for the buyer; `approved` once a version is approved (nothing can change any more).
 */
export const proofReplySchema = z.object({
  order_id: z.string(),
  number: z.string(),
  state: z.enum(PROOF_STATES),
  proof_choice: z.enum(PROOF_CHOICES),
  /** The version shown (the newest); null while not ready. */
  version: z.number().int().nullable(),
  approved_version: z.number().int().nullable(),
  approved_at: z.string().nullable(),
  /** Who approved: 'buyer', 'operator' or 'automatic'. */
  approved_by: z.enum(['buyer', 'operator', 'automatic']).nullable(),
  title: z.string(),
  dedication: z.string(),
  blurb: z.string(),
  page_count: z.number().int(),
  /** The typeset PDFs of the version shown, exactly what prints if it is approved (with the token when asked by token). */
  interior_pdf_url: z.string().nullable(),
  cover_pdf_url: z.string().nullable(),
  chapters: z.array(proofChapterSchema),
  versions: z.array(proofVersionSchema),
  requests: z.array(proofChangeRequestViewSchema),
  /** Plain-words requests used and allowed (hand edits are unlimited). */
  requests_used: z.number().int(),
  requests_max: z.number().int(),
  personal: z.array(personalDetailSchema),
});
export type ProofReply = z.infer<typeof proofReplySchema>;

const withToken = (path: string, token?: string) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;
const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/proof`;

/** The proof's API routes (relative to the site; `token` is the status token when the page was opened from an e-mail). */
export const PROOF_API = {
  proof: (orderId: string, token?: string) => withToken(orderPath(orderId), token),
  choice: (orderId: string, token?: string) => withToken(`${orderPath(orderId)}/choice`, token),
  edits: (orderId: string, token?: string) => withToken(`${orderPath(orderId)}/edits`, token),
  restore: (orderId: string, token?: string) => withToken(`${orderPath(orderId)}/restore`, token),
  approve: (orderId: string, token?: string) => withToken(`${orderPath(orderId)}/approve`, token),
  requests: (orderId: string, token?: string) => withToken(`${orderPath(orderId)}/requests`, token),
  accept: (orderId: string, requestId: string, token?: string) =>
    withToken(`${orderPath(orderId)}/requests/${encodeURIComponent(requestId)}/accept`, token),
  discard: (orderId: string, requestId: string, token?: string) =>
    withToken(`${orderPath(orderId)}/requests/${encodeURIComponent(requestId)}/discard`, token),
  /** GET a version's typeset PDF: `interior.pdf` or `cover.pdf`. */
  file: (orderId: string, version: number, file: 'interior.pdf' | 'cover.pdf', token?: string) =>
    withToken(`${orderPath(orderId)}/versions/${version}/${file}`, token),
} as const;

/** The proof page (mf-delivery); the e-mail's link carries the status token. */
export const PROOF_PAGE = '/order/proof';
export const orderProofPath = (orderId: string, token?: string): string =>
  `${PROOF_PAGE}?order=${encodeURIComponent(orderId)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
