import type { z } from 'zod';

const ZOD_RESPONSES = Symbol('storyloom:zod-responses');

export interface ZodResponseDoc {
  status: number;
  schema: z.ZodType;
}

/**
 * Documents a route's reply with its contracts schema: `@ApiZodResponse(healthReplySchema)`. Only metadata here;
 * the OpenAPI document (and @nestjs/swagger itself) is built on the first visit to /api/docs, not at start-up.
 */
export function ApiZodResponse(schema: z.ZodType, status = 200): MethodDecorator {
  return (target, method) => {
    const existing: ZodResponseDoc[] = Reflect.getMetadata(ZOD_RESPONSES, target, method) ?? [];
    Reflect.defineMetadata(ZOD_RESPONSES, [...existing, { status, schema }], target, method);
  };
}

export function zodResponsesOf(prototype: object, method: string): ZodResponseDoc[] {
  return Reflect.getMetadata(ZOD_RESPONSES, prototype, method) ?? [];
}
