import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * A contracts zod schema as an OpenAPI 3.0 schema object, so the document is generated from the same schemas
 * that validate requests (never a second, hand-written description). `io: 'input'` describes what a client
 * may send (before defaults and transforms), `'output'` what the API answers.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    override: io === 'output' ? documentCodecWireSide : undefined,
  }) as SchemaObject;
}

/**
 * A codec (the book size, the item type: api/contracts/src/book-size.ts) is a wire value outside and a domain
 * value inside. The API encodes its replies with it, so what it answers is the codec's wire side ('big'), not the
 * output the document would otherwise show ('L').
 */
function documentCodecWireSide(context: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  if (!(context.zodSchema instanceof z.ZodCodec)) return;
  const { $schema: _dialect, ...wire } = z.toJSONSchema(context.zodSchema.in, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  });
  for (const key of Object.keys(context.jsonSchema)) delete context.jsonSchema[key];
  Object.assign(context.jsonSchema, wire);
}
