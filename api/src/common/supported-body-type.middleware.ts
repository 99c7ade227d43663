import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** The body types the API understands: JSON, form-encoded (spec: /api/step3) and multipart (cover uploads). */
const SUPPORTED_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Rejects an API request carrying a body of any other type with 415, instead of letting it reach a handler
 * with an empty body and fail with a misleading validation error.
 */
export function requireSupportedBodyType(request: Request, _response: Response, next: NextFunction): void {
  if (!hasBody(request) || request.is(SUPPORTED_BODY_TYPES)) {
    next();
    return;
  }
  next(
    new UnsupportedMediaTypeException(
      `Unsupported content type "${request.headers['content-type'] ?? 'none'}". Send JSON (application/json).`,
    ),
  );
}
