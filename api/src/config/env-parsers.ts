import { z } from 'zod';

/**
 * The parsers several configuration sections share. Values arrive as strings (empty ones are dropped before parsing,
 * see parseEnv), so each parser reads a string and says in its message what it takes.
 */

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((value) => value <= 65_535, 'must be a whole number from 0 to 65535');

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a whole number from ${min} to ${max}`);

export const seconds = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of seconds from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a number of seconds from ${min} to ${max}`);
