/** Spec section 9: the outline's bar (the kit's GenerationProgress) creeps up to 95% over 50 s. */
export const OUTLINE_PROGRESS_MS = 50_000;
