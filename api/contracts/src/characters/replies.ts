import { z } from 'zod';
import { savedCharacterSchema } from './character.schema.js';
import { storedCharacterSchema } from './stored-character.js';

/**
 * /step1 moves on to /step2 only when the reply carries exactly this message
 * (docs/product/step1-characters.md#what-happens-on-proceed).
 */
export const CHARACTERS_SAVED_MESSAGE = 'Characters saved successfully';

/** Reply of `POST /api/step1`. */
export const step1ReplySchema = z.object({ message: z.string() });
export type Step1Reply = z.infer<typeof step1ReplySchema>;

/** Reply of `GET /api/step1`: the visitor's saved characters in the saved and sent form; [] when none. */
export const savedCharactersReplySchema = z.object({ characters: z.array(savedCharacterSchema) });
export type SavedCharactersReply = z.output<typeof savedCharactersReplySchema>;

/** Reply of `GET /api/get_characters` (docs/product/routes.md#api); [] when none. */
export const getCharactersReplySchema = z.object({ success: z.boolean(), characters: z.array(storedCharacterSchema) });
export type GetCharactersReply = z.infer<typeof getCharactersReplySchema>;
