import { z } from 'zod';

/** Where the wizard pages read the server's view of the visitor's draft. */
export const DRAFT_PROGRESS_PATH = '/api/draft/progress';

/** What an outline is written from, as `OUTLINE_MISSING_INPUTS` (`details.missing`) and the progress reply name it. */
export const OUTLINE_INPUTS = ['characters', 'story details', 'story summary'] as const;
export type OutlineInput = (typeof OUTLINE_INPUTS)[number];

/**
 * Reply of `GET /api/draft/progress`, computed once on the server from the saved draft (never from the browser):
 * - `steps`: which wizard steps have their data saved (the step indicator marks exactly these as done);
 * - `stale.summary`: the saved summary was written for characters that have changed since;
 * - `stale.outline`: the saved outline was written from a summary that has changed since;
 * - `outlineMissing`: what /step3 still needs before an outline can be written (empty when it can be).
 */
export const draftProgressReplySchema = z.object({
  steps: z.object({
    characters: z.boolean(),
    premise: z.boolean(),
    outline: z.boolean(),
    cover: z.boolean(),
    delivery: z.boolean(),
  }),
  stale: z.object({ summary: z.boolean(), outline: z.boolean() }),
  outlineMissing: z.array(z.enum(OUTLINE_INPUTS)),
});
export type DraftProgressReply = z.infer<typeof draftProgressReplySchema>;
export type WizardStepKey = keyof DraftProgressReply['steps'];

/** The keys of `steps` in wizard order, matching WIZARD_STAGES (Characters, Premise, Outline, Cover, Delivery). */
export const WIZARD_STEP_KEYS = [
  'characters',
  'premise',
  'outline',
  'cover',
  'delivery',
] as const satisfies readonly WizardStepKey[];
