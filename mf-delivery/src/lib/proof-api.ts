import {
  PROOF_API,
  proofReplySchema,
  type ProofAcceptRequest,
  type ProofApproveRequest,
  type ProofChangeRequest,
  type ProofChoice,
  type ProofEdit,
  type ProofReply,
  type ProofRestoreRequest,
} from '@storyloom/contracts/delivery';
import { ApiRequestError, apiGet, apiPost, apiPut, parsedReply } from '@storyloom/kit';

/** Every proof call answers the proof as it is now (docs/product/proof.md); anything else is reported like a failed call. */
function proofOf(reply: unknown): ProofReply {
  return parsedReply(proofReplySchema, reply);
}

/** Which order, and the status token when the page was opened from an e-mail (without it, the cookie or account decides). */
export interface ProofAddress {
  orderId: string;
  token?: string;
}

export const loadProof = async ({ orderId, token }: ProofAddress, signal?: AbortSignal) =>
  proofOf(await apiGet<unknown>(PROOF_API.proof(orderId, token), { signal }));

export const changeProofChoice = async ({ orderId, token }: ProofAddress, choice: ProofChoice) =>
  proofOf(await apiPut<unknown>(PROOF_API.choice(orderId, token), { proof_choice: choice }));

export const saveEdit = async ({ orderId, token }: ProofAddress, baseVersion: number, edit: ProofEdit) =>
  proofOf(await apiPost<unknown>(PROOF_API.edits(orderId, token), { base_version: baseVersion, edit }));

export const restoreVersion = async ({ orderId, token }: ProofAddress, body: ProofRestoreRequest) =>
  proofOf(await apiPost<unknown>(PROOF_API.restore(orderId, token), body));

export const approveVersion = async ({ orderId, token }: ProofAddress, body: ProofApproveRequest) =>
  proofOf(await apiPost<unknown>(PROOF_API.approve(orderId, token), body));

export const askForChange = async ({ orderId, token }: ProofAddress, body: ProofChangeRequest) =>
  proofOf(await apiPost<unknown>(PROOF_API.requests(orderId, token), body));

export const acceptChange = async ({ orderId, token }: ProofAddress, requestId: string, body: ProofAcceptRequest) =>
  proofOf(await apiPost<unknown>(PROOF_API.accept(orderId, requestId, token), body));

export const discardChange = async ({ orderId, token }: ProofAddress, requestId: string) =>
  proofOf(await apiPost<unknown>(PROOF_API.discard(orderId, requestId, token), {}));

/** The API's answer when another tab saved a newer version first (nothing was changed). */
export const VERSION_CONFLICT = 'PROOF_VERSION_CONFLICT';

export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 409 && error.code === VERSION_CONFLICT;

/** The sentence to show for a failed call: the API's own message (it says what is wrong), or a general one. */
export const failureMessage = (error: unknown, fallback = 'That did not work. Please try again.'): string =>
  error instanceof Error && error.message ? error.message : fallback;
