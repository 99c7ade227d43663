import type { SavedCharacter } from '@storyloom/contracts';
import type { ProofChangeRequestView } from '@storyloom/contracts/delivery';
import { AppException } from '../../../common/app.exception.js';
import type { ProofContent } from '../../production-pipeline.service.js';
import {
  applyRenames,
  ProofChangeException,
  replaceName,
  WriterUnavailableException,
  type WriterUnavailableReason,
} from '../../../writing/writing.service.js';
import type { ProofRequest, StoredProposal } from './proof-requests.repository.js';

/**
 * The pure parts of plain-words requests (docs/product/proof.md#changes-in-plain-words): a proposal applied to a
 * version's content, the frozen characters as accepted renames left them, the buyer's reason for a failure, and
 * the reply's view of a request. Text stays data throughout.
 */

/**
 * The content with a proposal applied: each changed chapter's title and text; a rename also in the book title,
 * dedication and back cover (the engine renames chapters and bible only), and kept in `renames`; a new bible kept.
 */
export function applyProposal(content: ProofContent, proposal: StoredProposal): ProofContent {
  const changed = new Map(proposal.chapters.map((chapter) => [chapter.chapter, chapter]));
  const chapters = content.chapters.map((chapter) => {
    const change = changed.get(chapter.number);
    return change ? { ...chapter, title: change.title_after, text: change.after } : chapter;
  });
  const rename = proposal.rename;
  const renamed = (text: string) => (rename ? replaceName(text, rename.forms, rename.to).text : text);
  return {
    ...content,
    title: renamed(content.title),
    dedication: renamed(content.dedication),
    blurb: renamed(content.blurb),
    chapters,
    ...(proposal.bible ? { bible: proposal.bible } : {}),
    ...(rename ? { renames: [...(content.renames ?? []), { forms: rename.forms, to: rename.to }] } : {}),
  };
}

/** The frozen characters as the version's accepted renames left them (the engine resolves "her sister" through them). */
export function renamedCharacters(
  characters: readonly SavedCharacter[],
  renames: ProofContent['renames'],
): SavedCharacter[] {
  if (!renames?.length) return [...characters];
  return characters.map((character) => ({
    ...character,
    name: applyRenames(character.name, renames),
    extraInfo: applyRenames(character.extraInfo, renames),
    ...(character.relation !== undefined ? { relation: applyRenames(character.relation, renames) } : {}),
  }));
}

/** The version's one line: the buyer's own words, on one line and short. */
export function requestDescription(request: Pick<ProofRequest, 'instruction' | 'message'>): string {
  const line = request.instruction.replace(/\s+/g, ' ').trim();
  if (line === '') return request.message ?? 'A change in plain words';
  return line.length <= 80 ? line : `${line.slice(0, 79).trimEnd()}…`;
}

const NOTHING_CHANGED =
  'Nothing in your book changed, and this request does not count against your changes in plain words.';

const UNAVAILABLE: Record<WriterUnavailableReason, string> = {
  busy: 'Our story writer is very busy right now.',
  timeout: 'Our story writer took too long to answer.',
  down: 'Our story writer is not responding right now.',
  misconfigured: 'Our story writer is not available at the moment.',
  refused: 'Our story writer could not make this change.',
};

/**
 * Why a request failed, in the buyer's words, or undefined for a failure that is ours (a crash, the database), which
 * the job's retry may well get past. The engine's own refusals already say what to write instead.
 */
export function failureOf(error: unknown): { code: string; message: string } | undefined {
  if (error instanceof ProofChangeException)
    return { code: error.code, message: `${error.message} ${NOTHING_CHANGED}` };
  if (error instanceof WriterUnavailableException) {
    const retry =
      error.reason === 'refused'
        ? 'Try saying it differently, or change the text by hand.'
        : 'Please try again in a few minutes.';
    return {
      code: `${error.code}:${error.reason}`,
      message: `${UNAVAILABLE[error.reason]} ${NOTHING_CHANGED} ${retry}`,
    };
  }
  if (error instanceof AppException) return { code: error.code, message: `${error.message} ${NOTHING_CHANGED}` };
  return undefined;
}

/** What a failure that is ours says once the job's retries are used up. */
export const FAILED_ON_OUR_SIDE = {
  code: 'PROOF_REQUEST_FAILED',
  message: `Something went wrong on our side while making this change. ${NOTHING_CHANGED} Please try again.`,
};

/**
 * A request as the proof lists it. Only a proposal still to be decided carries its chapters (the whole text before
 * and after each); an accepted one is a version by then, and a 40-chapter rename's texts would weigh on every reply.
 */
export function requestView(request: ProofRequest): ProofChangeRequestView {
  return {
    id: request.id,
    chapter: request.chapter,
    instruction: request.instruction,
    state: request.state,
    kind: request.kind,
    message: request.message,
    chapters: request.state === 'proposed' ? (request.proposal?.chapters ?? []) : [],
    created_at: request.createdAt.toISOString(),
  };
}
