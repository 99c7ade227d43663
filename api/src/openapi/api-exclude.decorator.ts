/**
 * @nestjs/swagger's ApiExcludeEndpoint and ApiExcludeController without importing @nestjs/swagger: a controller that
 * imported them loaded all of swagger (~50 MB, ~0.8 s) at start-up, which the document built on the first visit to
 * /api/docs is there to avoid. They write the metadata swagger reads under swagger's own keys (its DECORATORS
 * constants), so the document leaves these routes out exactly as before; openapi.spec.ts checks it.
 */
const EXCLUDE_ENDPOINT = 'swagger/apiExcludeEndpoint';
const EXCLUDE_CONTROLLER = 'swagger/apiExcludeController';

/** Leaves this route out of the OpenAPI document (a webhook, a file link, an operator's form). */
export function ApiExcludeEndpoint(): MethodDecorator {
  return (_target, _method, descriptor) => {
    Reflect.defineMetadata(EXCLUDE_ENDPOINT, { disable: true }, descriptor.value as object);
    return descriptor;
  };
}

/** Leaves every route of this controller out of the OpenAPI document (operators' pages). */
export function ApiExcludeController(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(EXCLUDE_CONTROLLER, [true], target);
    return target;
  };
}
