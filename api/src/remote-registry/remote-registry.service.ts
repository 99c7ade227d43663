import { Injectable, Logger } from '@nestjs/common';
import { REMOTE_PACKAGE_NAMES, REMOTES, remoteManifestUrl, type RemoteRegistry } from '@storyloom/contracts';
import { LOCAL_BUILD } from '@storyloom/platform/publish-paths';
import { servedRemote } from '@storyloom/platform/registry-file';
import { RemoteRegistryRepository } from './remote-registry.repository.js';

/**
 * Which version of each remote the browser loads right now: the pinned one when it is published, else the
 * remote's local build when it was made from the highest published version or a newer one (an edit built on this
 * machine without a version bump, or `npm run dev`; its files are served from /remotes/<package>/local/, never over
 * a release), else the highest published version. The rule is @storyloom/platform's `servedRemote`, shared with
 * `npm run remotes -- list`. A pin to a version that is not (or no longer) published is ignored rather than
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
        this.logger.warn(
          `${packageName} is pinned to ${pinned}, which is not published; serving the highest published version`,
        );
      }
      const served = servedRemote({ pins }, packageName, published, this.remotes.localBuild(packageName));
      if (served === undefined) return [];
      const entry = remoteManifestUrl(packageName, served.local ? LOCAL_BUILD : served.version);
      return [{ name: REMOTES[packageName], packageName, version: served.version, entry }];
    });
    return { remotes: entries };
  }
}
