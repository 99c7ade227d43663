/** Who asks for a proof: the status page's ways in (the e-mail's token, the ordering visitor, the signed-in account). */
export interface ProofAccess {
  visitorId: string;
  /** The order's status token (the e-mail's link). */
  token?: string;
  /** The signed-in account's id, when there is one. */
  accountId?: string;
}
