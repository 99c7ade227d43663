import type { ProofChangeRequestView, ProofReply } from '@storyloom/contracts/delivery';

/** Test support only (never imported by a page): a proof reply as `GET PROOF_API.proof` answers it, in review at version 2. */
export function proofReply(change: Partial<ProofReply> = {}): ProofReply {
  return {
    order_id: 'ord_1',
    number: 'SL-3F9A2C1B',
    state: 'in_review',
    proof_choice: 'review',
    version: 2,
    approved_version: null,
    approved_at: null,
    approved_by: null,
    title: 'The Lantern of Gull Bay',
    dedication: 'For Mia, from Grandma',
    blurb: 'Mia and her sister find a lantern that never goes out.',
    page_count: 48,
    interior_pdf_url: '/api/orders/ord_1/proof/versions/2/interior.pdf?token=tok_abc',
    cover_pdf_url: '/api/orders/ord_1/proof/versions/2/cover.pdf?token=tok_abc',
    chapters: [
      {
        number: 1,
        title: 'The Lantern',
        paragraphs: ['Mia found the lantern in the attic.', 'Her sister Mia laughed.'],
        first_page: 7,
        last_page: 12,
      },
      {
        number: 2,
        title: 'Gull Bay',
        paragraphs: ['The boat rocked on the grey water.'],
        first_page: 13,
        last_page: 20,
      },
    ],
    versions: [
      { version: 1, created_at: '2026-11-23T17:20:00.000Z', description: 'As written', page_count: 48 },
      {
        version: 2,
        created_at: '2026-11-23T18:05:00.000Z',
        description: 'Edited chapter 1, paragraph 1',
        page_count: 48,
      },
    ],
    requests: [],
    requests_used: 1,
    requests_max: 20,
    personal: [
      { character: 'Mia', label: 'Name', value: 'Mia', pages: [7, 9, 13], flags: [] },
      {
        character: 'Mia',
        label: 'Called',
        value: 'Mimi',
        pages: [],
        flags: [{ kind: 'nickname_unused', message: 'Mia is never called “Mimi”.', page: null }],
      },
      {
        character: null,
        label: 'Things to avoid',
        value: 'storms',
        pages: [14],
        flags: [{ kind: 'avoided_word', message: '“storm” appears on page 14.', page: 14 }],
      },
    ],
    ...change,
  };
}

export function changeRequest(change: Partial<ProofChangeRequestView> = {}): ProofChangeRequestView {
  return {
    id: 'req_1',
    chapter: null,
    instruction: 'Her sister is Maya, not Mia',
    state: 'working',
    kind: null,
    message: null,
    chapters: [],
    created_at: '2026-11-23T18:10:00.000Z',
    ...change,
  };
}
