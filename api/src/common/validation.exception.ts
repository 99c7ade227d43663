import { HttpStatus } from '@nestjs/common';
import type { FieldIssue } from '@storyloom/contracts';
import type { z } from 'zod';
import { AppException } from './app.exception.js';

const MAX_REPORTED_ISSUES = 50;

/** `characters[0].name` for ['characters', 0, 'name']; the request part ("body", "query") for the root. */
export function formatIssuePath(path: readonly PropertyKey[], root: string): string {
  if (path.length === 0) return root;
  return path.reduce<string>((text, key, index) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return index === 0 ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/** Input that failed its zod schema: 400 VALIDATION_FAILED, the first issue in `message`, every issue in `details`. */
export class ValidationException extends AppException {
  constructor(message: string, details: FieldIssue[]) {
    super('VALIDATION_FAILED', message, HttpStatus.BAD_REQUEST, { details });
  }

  static fromZodError(error: z.ZodError, root = 'body'): ValidationException {
    const details = error.issues
      .slice(0, MAX_REPORTED_ISSUES)
      .map((issue) => ({ path: formatIssuePath(issue.path, root), message: issue.message }));
    const [first] = details;
    return new ValidationException(first ? `${first.path}: ${first.message}` : 'The request is not valid.', details);
  }
}
