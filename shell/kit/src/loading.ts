/** Spec sections 7 and 9: a script chunk that takes longer than 120 s to arrive counts as a timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
