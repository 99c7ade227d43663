import { MulterError } from 'multer';
import { AppException } from './app.exception.js';

/**
 * What is wrong with a multipart form multer could not read, or undefined when the error is not about the form.
 * busboy (multer's parser) reports a form it cannot read (no boundary, a malformed part header, a body that ends
 * mid-part) as a plain Error carrying its own sentence; those are the client's bytes, so a 400 that names the
 * problem. Errors of the disk (they carry a syscall), multer's limits and our own refusals are left to the caller.
 */
export function formParseProblem(error: unknown): string | undefined {
  if (!(error instanceof Error) || error instanceof AppException || error instanceof MulterError) return undefined;
  if ('syscall' in error || 'errno' in error) return undefined;
  return error.message;
}
