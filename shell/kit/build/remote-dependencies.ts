import { createRequire } from 'node:module';
import { REMOTES, remoteManifestUrl, type RemotePackageName } from '@storyloom/contracts';

const require = createRequire(import.meta.url);

/**
 * The `remotes` entry of a remote that loads another remote at run time, so the dependency is declared in its
 * module-federation config and recorded in its published mf-manifest.json (`npm run remotes -- list` shows it).
 * The entry names the version it was built against (the other remote's package version at build time); at run
 * time the loading code asks the registry (GET /api/remotes) which version is served and registers that instead,
 * so a pin or rollback of the other remote applies without rebuilding this one.
 */
export function remoteDependencies(packageNames: readonly RemotePackageName[]): Record<string, string> {
  return Object.fromEntries(
    packageNames.map((packageName) => {
      const { version } = require(`${packageName}/package.json`) as { version: string };
      return [REMOTES[packageName], `${REMOTES[packageName]}@${remoteManifestUrl(packageName, version)}`];
    }),
  );
}
