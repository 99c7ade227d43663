import { Module } from '@nestjs/common';
import { RemoteRegistryController } from './remote-registry.controller.js';
import { RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteRegistryService } from './remote-registry.service.js';

@Module({
  controllers: [RemoteRegistryController],
  providers: [RemoteRegistryService, RemoteRegistryRepository],
})
export class RemoteRegistryModule {}
