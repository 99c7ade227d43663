import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationException } from './validation.exception.js';

/**
 * Validates (and normalises) a request part with a shared contracts schema at the edge:
 *   `@Body(new ZodValidationPipe(pageviewEventSchema)) event: PageviewEvent`
 * Failure: 400 `{ error: 'VALIDATION_FAILED', message: '<path>: <first issue>', details: [{ path, message }] }`.
 * The OpenAPI document reads `schema` from this pipe, so request docs come from the same schema.
 */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(readonly schema: Schema) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<Schema> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw ValidationException.fromZodError(
      result.error,
      metadata?.type === 'custom' ? 'value' : (metadata?.type ?? 'body'),
    );
  }
}
