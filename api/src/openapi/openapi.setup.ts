import type { INestApplication } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { buildOpenApiDocument } from './openapi-document.js';

export const OPENAPI_UI_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs-json';

const isDocsPath = (path: string): boolean =>
  path === OPENAPI_JSON_PATH || path === OPENAPI_UI_PATH || path.startsWith(`${OPENAPI_UI_PATH}/`);

/**
 * Swagger's routes live in their own small Express app. SwaggerModule.setup only needs an object with
 * getHttpAdapter() and useStaticAssets(); giving it this app keeps its routes ahead of Nest's 404 handler
 * even though they are added after start-up.
 */
async function mountSwagger(app: NestExpressApplication, docsApp: express.Express): Promise<void> {
  const swagger = await import('@nestjs/swagger');
  const document = await buildOpenApiDocument(app, swagger);
  const adapter = new ExpressAdapter(docsApp);
  const host = { getHttpAdapter: () => adapter, useStaticAssets: adapter.useStaticAssets.bind(adapter) };
  swagger.SwaggerModule.setup(OPENAPI_UI_PATH, host as unknown as INestApplication, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
  });
}

/**
 * The OpenAPI document as JSON at /api/docs-json and Swagger UI at /api/docs. The UI loads its scripts from
 * files (no inline script), so it runs under the site's content security policy. @nestjs/swagger is imported
 * and the document built on the first docs request: it costs ~15 MB and ~0.3 s that a start should not pay.
 */
export function useOpenApi(app: NestExpressApplication): void {
  const docsApp = express();
  docsApp.disable('x-powered-by');
  let mounted: Promise<void> | undefined;
  app.use((request: Request, _response: Response, next: NextFunction) => {
    if (!isDocsPath(request.path)) return next();
    mounted ??= mountSwagger(app, docsApp);
    mounted.then(() => next(), next);
  });
  app.use(docsApp);
}
