import { Injectable, Logger } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
// The publish layout and registry.json format have one home, shared with the `npm run remotes` CLI.
import {
  localBuild,
  publishedVersions,
  readRegistry,
  type LocalBuild,
  type RegistryFile,
} from '@storyloom/platform/registry-file';

/** Reads what is published under STORYLOOM_PUBLISH_DIR. Read on every call: pins apply without a restart. */
@Injectable()
export class RemoteRegistryRepository {
  private readonly logger = new Logger(RemoteRegistryRepository.name);

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Versions with a complete build (an mf-manifest.json), lowest first. */
  publishedVersions(packageName: string): string[] {
    return publishedVersions(this.config.paths.publishDir, packageName);
  }

  /** The remote's local build (an unreleased edit built on this machine, or `npm run dev`), if there is one. */
  localBuild(packageName: string): LocalBuild | undefined {
    return localBuild(this.config.paths.publishDir, packageName);
  }

  /**
   * The pins written by `npm run remotes -- pin …`. A corrupt registry.json must not take the whole site down:
   * it is logged and ignored, and every remote falls back to its highest published version.
   */
  pins(): RegistryFile['pins'] {
    const file = join(this.config.paths.publishDir, 'registry.json');
    try {
      return readRegistry(file).pins;
    } catch (error) {
      this.logger.error(`ignoring remote pins: ${(error as Error).message}`);
      return {};
    }
  }
}
