import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { remoteRegistrySchema, type RemoteRegistry } from '@storyloom/contracts';
import { openApiSchema } from '../openapi/openapi-schema.js';
import { RemoteRegistryService } from './remote-registry.service.js';

@Controller('remotes')
export class RemoteRegistryController {
  constructor(private readonly registry: RemoteRegistryService) {}

  /** Never cached: a pin or rollback must reach the very next page load. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ schema: openApiSchema(remoteRegistrySchema) })
  current(): RemoteRegistry {
    return this.registry.current();
  }
}
