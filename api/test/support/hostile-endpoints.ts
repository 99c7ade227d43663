/**
 * The endpoints a hostile-input suite sends its cases to: every operation of the OpenAPI document the app serves
 * (so a new documented endpoint is covered without touching the suite) plus the ones the document leaves out on
 * purpose (webhooks, the test checkout, operator and print-file routes), listed here by hand.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How an endpoint takes its body: `raw` is a webhook's signed bytes (any content type). */
export type BodyKind = 'json' | 'multipart' | 'raw' | 'none';

/** The part of JSON Schema the suite reads to build bodies of the right shape with hostile values. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
}

export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI template: `/api/orders/{id}`. */
  path: string;
  body: BodyKind;
  /** JSON bodies: the schema of the body; multipart: of its text fields. */
  schema?: JsonSchema;
  /** Multipart: the field that takes files. */
  fileField?: string;
  /** Query parameters the endpoint reads. */
  query: string[];
  /** Behind OPERATOR_TOKEN: sent with the operator's bearer token, so the input reaches the handler. */
  operator?: boolean;
}

/** Served but kept out of the document (@ApiExcludeEndpoint / @ApiExcludeController). */
export const UNDOCUMENTED_ENDPOINTS: readonly Endpoint[] = [
  { method: 'post', path: '/api/webhooks/lulu', body: 'raw', query: [] },
  { method: 'get', path: '/api/checkout/test/{sessionId}', body: 'none', query: [] },
  { method: 'post', path: '/api/checkout/test/{sessionId}/pay', body: 'none', query: [] },
  { method: 'post', path: '/api/checkout/test/{sessionId}/cancel', body: 'none', query: [] },
  { method: 'get', path: '/api/print-files/{order}/{file}', body: 'none', query: ['expires', 'sig'] },
  {
    method: 'post',
    path: '/api/test_lulu_order',
    body: 'multipart',
    fileField: 'interior_pdf',
    query: [],
    operator: true,
  },
  { method: 'get', path: '/api/operator/orders', body: 'none', query: [], operator: true },
  { method: 'post', path: '/api/operator/orders/{id}/retry', body: 'none', query: [], operator: true },
  {
    method: 'post',
    path: '/api/operator/orders/{id}/resend-email',
    body: 'json',
    schema: { type: 'object', properties: { kind: { type: 'string', enum: ['confirmation', 'shipped'] } } },
    query: [],
    operator: true,
  },
  { method: 'get', path: '/api/operator/orders/{id}/files/{file}.pdf', body: 'none', query: [], operator: true },
  {
    method: 'post',
    path: '/api/operator/orders/{id}/proof/approve',
    body: 'json',
    schema: { type: 'object', properties: { operator: { type: 'string' }, version: { type: 'integer' } } },
    query: [],
    operator: true,
  },
];

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Follows `$ref`s and flattens `allOf`, so the builders see plain schemas. */
export function resolveSchema(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  if (schema.$ref)
    return resolveSchema(
      document,
      document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')],
      depth + 1,
    );
  const properties = schema.properties
    ? Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolveSchema(document, value, depth + 1) ?? {}]),
      )
    : undefined;
  const resolved: JsonSchema = {
    ...schema,
    ...(properties ? { properties } : {}),
    ...(schema.items ? { items: resolveSchema(document, schema.items, depth + 1) } : {}),
  };
  for (const key of ['anyOf', 'oneOf'] as const)
    if (schema[key]) resolved[key] = schema[key]!.map((one) => resolveSchema(document, one, depth + 1) ?? {});
  if (schema.allOf) {
    const parts = schema.allOf.map((one) => resolveSchema(document, one, depth + 1) ?? {});
    resolved.properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}), resolved.properties);
    resolved.type ??= 'object';
  }
  return resolved;
}

function fileFieldOf(schema: JsonSchema | undefined): string | undefined {
  return Object.entries(schema?.properties ?? {}).find(
    ([, value]) => value.format === 'binary' || value.items?.format === 'binary',
  )?.[0];
}

/** Every operation of the served document, as the suite sends to it. */
export function documentedEndpoints(document: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      if (content['multipart/form-data']) {
        const schema = resolveSchema(document, content['multipart/form-data'].schema);
        endpoints.push({ method, path, body: 'multipart', schema, fileField: fileFieldOf(schema), query });
      } else if (content['application/json']) {
        endpoints.push({
          method,
          path,
          body: 'json',
          schema: resolveSchema(document, content['application/json'].schema),
          query,
        });
      } else {
        endpoints.push({ method, path, body: path.startsWith('/api/webhooks/') ? 'raw' : 'none', query });
      }
    }
  }
  return endpoints;
}

/** `GET /api/orders/{id}` as Express registers it: `GET /api/orders/:id`. */
export const routeKey = (endpoint: Pick<Endpoint, 'method' | 'path'>): string =>
  `${endpoint.method.toUpperCase()} ${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
