import { Controller, Get, Header } from '@nestjs/common';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { remoteRegistrySchema, type RemoteRegistry } from '@storyloom/contracts';
import { RemoteRegistryService } from './remote-registry.service.js';

@Controller('remotes')
export class RemoteRegistryController {
  constructor(private readonly registry: RemoteRegistryService) {}

  /** Never cached: a pin or rollback must reach the very next page load. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(remoteRegistrySchema)
  current(): RemoteRegistry {
    return this.registry.current();
  }
}
