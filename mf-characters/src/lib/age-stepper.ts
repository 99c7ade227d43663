import { CHARACTER_LIMITS } from '@storyloom/contracts';

/**
 * The age box of /step1 holds a whole number >= 0 as text, or '' (docs/product/step1-characters.md#age).
 * The rules are applied to text so an empty box stays distinguishable from 0.
 */

/** Increase: 1 from empty, otherwise one more (never past the largest age the API accepts). */
export function increaseAge(age: string): string {
  if (age.trim() === '') return '1';
  return String(Math.min(toWholeNumber(age) + 1, CHARACTER_LIMITS.maxAge));
}

/** Decrease: 0 when empty or at or below 0, otherwise one less. */
export function decreaseAge(age: string): string {
  if (age.trim() === '') return '0';
  const current = toWholeNumber(age);
  return current <= 0 ? '0' : String(current - 1);
}

/** What typing leaves in the box: digits only, at most as many as the largest age has (the legacy /OldStep1 box). */
export function sanitiseTypedAge(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, String(CHARACTER_LIMITS.maxAge).length);
}

/** The age box's own message, shown under it while its text is not an age. */
export const AGE_MESSAGE = `Enter the age as a whole number from 0 to ${CHARACTER_LIMITS.maxAge}`;

/**
 * The message for a typed age, or undefined when it is fine (empty means "not given"). /step1's box keeps what was
 * typed: rewriting '4.5' to 45 or '-5' to 5 would save an age the visitor never meant, so it is refused instead.
 */
export function ageProblem(typed: string): string | undefined {
  const age = typed.trim();
  if (age === '') return undefined;
  return /^\d+$/.test(age) && Number(age) <= CHARACTER_LIMITS.maxAge ? undefined : AGE_MESSAGE;
}

function toWholeNumber(age: string): number {
  const parsed = Number.parseInt(age, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
