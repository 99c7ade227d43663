import { Injectable, Logger } from '@nestjs/common';
import { REMOTE_PACKAGE_NAMES, REMOTES, remoteManifestUrl, type RemoteRegistry } from '@storyloom/contracts';
import { RemoteRegistryRepository } from './remote-registry.repository.js';

/**
 * Which version of each remote the browser loads right now: the pinned one when it is published, else the
 * highest published version. A pin to a version that is not (or no longer) published is ignored rather than
 * breaking the step. A remote with nothing published is left out; the shell shows its load-error screen.
 */
@Injectable()
export class RemoteRegistryService {
  private readonly logger = new Logger(RemoteRegistryService.name);

  constructor(private readonly remotes: RemoteRegistryRepository) {}

  current(): RemoteRegistry {
    const pins = this.remotes.pins();
    const entries = REMOTE_PACKAGE_NAMES.flatMap((packageName) => {
      const published = this.remotes.publishedVersions(packageName);
      const pinned = pins[packageName]?.version;
      if (pinned !== undefined && !published.includes(pinned)) {
        this.logger.warn(`${packageName} is pinned to ${pinned}, which is not published; serving the highest published version`);
      }
      const version = pinned !== undefined && published.includes(pinned) ? pinned : published.at(-1);
      if (version === undefined) return [];
      return [{ name: REMOTES[packageName], packageName, version, entry: remoteManifestUrl(packageName, version) }];
    });
    return { remotes: entries };
  }
}
