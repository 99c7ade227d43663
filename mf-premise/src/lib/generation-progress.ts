/** Spec section 9: the summary's bar (the kit's GenerationProgress) creeps up to 95% over 60 s. */
export const SUMMARY_PROGRESS_MS = 60_000;
