import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { multipartBodySchemaOf } from './api-multipart-body.decorator.js';
import { zodResponsesOf } from './api-zod-response.decorator.js';
import { openApiSchema } from './openapi-schema.js';

interface RouteArgument {
  pipes?: unknown[];
}

type Swagger = typeof import('@nestjs/swagger');

/** Swagger metadata lives on the classes, so each controller is decorated once per process, however many apps. */
const documentedControllers = new WeakSet<object>();

/** The zod schema of the `@Body(new ZodValidationPipe(schema))` parameter of a route, if it has one. */
function zodBodySchemaOf(controller: object, method: string) {
  const args: Record<string, RouteArgument> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller.constructor, method) ?? {};
  for (const [key, argument] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.BODY) continue;
    const pipe = argument.pipes?.find((candidate) => candidate instanceof ZodValidationPipe);
    if (pipe instanceof ZodValidationPipe) return pipe.schema;
  }
  return undefined;
}

/**
 * Attaches swagger metadata derived from the contracts schemas: each validated body from its pipe's schema (or,
 * for an upload, from @ApiZodMultipartBody),
 * each reply from @ApiZodResponse, and a tag per feature module. Controllers never describe a shape twice and
 * need no @nestjs/swagger decorator (importing it would load swagger at start-up).
 */
function documentFromZodSchemas(app: NestExpressApplication, swagger: Swagger): void {
  for (const module of app.get(ModulesContainer).values()) {
    // Operations are grouped by feature: HealthModule's routes under "health", and so on.
    const tag = module.metatype.name
      .replace(/Module$/, '')
      .replace(/(?<=[a-z])(?=[A-Z])/g, '-')
      .toLowerCase();
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (abstract new (...args: never[]) => object) | null;
      const prototype = controller?.prototype as object | undefined;
      if (!controller || !prototype || documentedControllers.has(controller)) continue;
      documentedControllers.add(controller);
      swagger.ApiTags(tag)(controller);
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const descriptor = Object.getOwnPropertyDescriptor(prototype, method);
        if (!descriptor || method === 'constructor') continue;
        const body = zodBodySchemaOf(prototype, method);
        if (body) swagger.ApiBody({ schema: openApiSchema(body, 'input') })(prototype, method, descriptor);
        const multipart = multipartBodySchemaOf(prototype, method);
        if (multipart) {
          swagger.ApiConsumes('multipart/form-data')(prototype, method, descriptor);
          swagger.ApiBody({ schema: multipart })(prototype, method, descriptor);
        }
        for (const { status, schema } of zodResponsesOf(prototype, method)) {
          swagger.ApiResponse({ status, schema: openApiSchema(schema) })(prototype, method, descriptor);
        }
      }
    }
  }
}

export async function buildOpenApiDocument(app: NestExpressApplication, swagger: Swagger): Promise<OpenAPIObject> {
  documentFromZodSchemas(app, swagger);
  const config = new swagger.DocumentBuilder()
    .setTitle('Storyloom API')
    .setDescription('Personalised printed gift books. Every failure answers `{ error, message, details? }`.')
    .setVersion('1')
    .build();
  return swagger.SwaggerModule.createDocument(app, config);
}
