import { Module } from '@nestjs/common';
import { RemoteRegistryController } from './remote-registry.controller.js';
import { RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteRegistryService } from './remote-registry.service.js';

@Module({
  controllers: [RemoteRegistryController],
  providers: [RemoteRegistryService, RemoteRegistryRepository],
  // The static site puts the registry's answer into the page it serves (static-site/page-head.ts).
  exports: [RemoteRegistryService],
})
export class RemoteRegistryModule {}
