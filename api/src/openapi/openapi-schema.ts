import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * A contracts zod schema as an OpenAPI 3.0 schema object, so the document is generated from the same schemas
 * that validate requests (never a second, hand-written description). `io: 'input'` describes what a client
 * may send (before defaults and transforms), `'output'` what the API answers.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as SchemaObject;
}
