import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiBody, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { openApiSchema } from './openapi-schema.js';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = '/api/docs-json';

interface RouteArgument {
  pipes?: unknown[];
}

/**
 * Every `@Body(new ZodValidationPipe(schema))` documents its own request body: the pipe's schema is turned into
 * an OpenAPI schema and attached with @ApiBody, so controllers never describe a body twice.
 */
function documentZodBodies(app: NestExpressApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args: Record<string, RouteArgument> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
        for (const [key, argument] of Object.entries(args)) {
          if (Number(key.split(':')[0]) !== RouteParamtypes.BODY) continue;
          const pipe = argument.pipes?.find((candidate) => candidate instanceof ZodValidationPipe);
          if (!(pipe instanceof ZodValidationPipe)) continue;
          const descriptor = Object.getOwnPropertyDescriptor(controller.prototype, method);
          if (descriptor) ApiBody({ schema: openApiSchema(pipe.schema, 'input') })(controller.prototype, method, descriptor);
        }
      }
    }
  }
}

/**
 * Serves the OpenAPI document at /api/docs-json and Swagger UI at /api/docs. The UI loads its scripts from
 * files (no inline script), so it works under the site's content security policy. Built on first request.
 */
export function setupOpenApi(app: NestExpressApplication): void {
  documentZodBodies(app);
  const config = new DocumentBuilder()
    .setTitle('Storyloom API')
    .setDescription('Personalised printed gift books. Every failure answers `{ error, message, details? }`.')
    .setVersion('1')
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
  });
}
