import type { OutlineInput } from '@storyloom/contracts';

/**
 * What steps 1 and 2 leave for step 3, named as the missing-information checklist shows them
 * (docs/product/step3-outline.md#the-screen).
 */
export const REQUIRED_INPUTS = ['Story Summary', 'Characters'] as const;
export type RequiredInput = (typeof REQUIRED_INPUTS)[number];

/** The story details and the summary are both step 2's work, which the checklist calls the Story Summary. */
const CHECKLIST_ENTRY: Record<OutlineInput, RequiredInput> = {
  characters: 'Characters',
  'story details': 'Story Summary',
  'story summary': 'Story Summary',
};

/** The server's list of what the outline lacks (GET /api/draft/progress), as checklist entries in checklist order. */
export function requiredInputsMissing(missing: readonly OutlineInput[]): RequiredInput[] {
  const entries = new Set(missing.map((input) => CHECKLIST_ENTRY[input]));
  return REQUIRED_INPUTS.filter((input) => entries.has(input));
}
