import type { SchemaObject } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiSchema } from './openapi-schema.js';

const MULTIPART_BODY = Symbol('storyloom:multipart-body');

export interface MultipartBodyDoc {
  /** The form field that carries the files (`images[]`). */
  fileField: string;
  maxFiles: number;
  /** The form's text fields, as the route validates them. */
  fields?: z.ZodObject;
  /** Whether a request must carry at least one file. */
  filesRequired?: boolean;
}

/**
 * Documents a multipart/form-data request body (file uploads), with its text fields from the same zod schema that
 * validates them: `@ApiZodMultipartBody({ fileField: 'images[]', maxFiles: 8 })`. Metadata only, like ApiZodResponse.
 */
export function ApiZodMultipartBody(doc: MultipartBodyDoc): MethodDecorator {
  return (target, method) => {
    Reflect.defineMetadata(MULTIPART_BODY, doc, target, method);
  };
}

/** The OpenAPI schema of a route's multipart body, or undefined for a route without one. */
export function multipartBodySchemaOf(prototype: object, method: string): SchemaObject | undefined {
  const doc: MultipartBodyDoc | undefined = Reflect.getMetadata(MULTIPART_BODY, prototype, method);
  if (!doc) return undefined;
  const fields = doc.fields
    ? openApiSchema(doc.fields, 'input')
    : { type: 'object' as const, properties: {}, required: [] };
  const file: SchemaObject = { type: 'string', format: 'binary' };
  return {
    ...fields,
    type: 'object',
    properties: {
      ...fields.properties,
      [doc.fileField]: doc.maxFiles > 1 ? { type: 'array', items: file, maxItems: doc.maxFiles } : file,
    },
    required: [...(fields.required ?? []), ...(doc.filesRequired ? [doc.fileField] : [])],
  };
}
