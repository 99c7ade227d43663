import { apiGet } from '@storyloom/kit';
import { postEventStream } from '@storyloom/kit/wizard';
import {
  applyCustomChoices,
  generateOutlineReplySchema,
  getCharactersReplySchema,
  type OutlineRequestForm,
  type StoredCharacter,
} from '@storyloom/contracts';

export const GET_CHARACTERS_PATH = '/api/get_characters';
export const GENERATE_OUTLINE_PATH = '/api/generate_outline';

/** The first saved character (the dialog shows only that one), or undefined when there is none. */
export async function loadFirstCharacter(): Promise<StoredCharacter | undefined> {
  const reply = getCharactersReplySchema.parse(await apiGet<unknown>(GET_CHARACTERS_PATH));
  return reply.characters[0];
}

/**
 * Generates the variant's outline from the form
 * (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form: each 'custom' choice replaced by its text,
 * the custom fields sent too), streaming the words to `onText`; resolves with the text. A reply without
 * `success: true` and a text rejects, like a failed request: both are 'Error generating outline'.
 */
export async function generateVariantOutline(
  form: OutlineRequestForm,
  onText: (delta: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const reply = generateOutlineReplySchema.parse(
    await postEventStream<unknown>(GENERATE_OUTLINE_PATH, applyCustomChoices(form), { onText, signal }),
  );
  if (reply.outline.trim() === '') throw new Error('The reply carried an empty outline.');
  return reply.outline;
}
