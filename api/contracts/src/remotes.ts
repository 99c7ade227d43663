import { z } from 'zod';

/** Every federated remote, by package name (what platform engineers type) and federation name. */
export const REMOTES = {
  'mf-characters': 'mf_characters',
  'mf-premise': 'mf_premise',
  'mf-outline': 'mf_outline',
  'mf-cover': 'mf_cover',
  'mf-delivery': 'mf_delivery',
  'mf-content': 'mf_content',
} as const;
export type RemotePackageName = keyof typeof REMOTES;
export type RemoteFederationName = (typeof REMOTES)[RemotePackageName];
export const REMOTE_PACKAGE_NAMES = Object.keys(REMOTES) as RemotePackageName[];

/** Site-relative URL of a published remote's manifest; the static site serves it from the publish folder. */
export const remoteManifestUrl = (packageName: string, version: string): string =>
  `/remotes/${packageName}/${version}/mf-manifest.json`;

/** Reply of `GET /api/remotes`: where the browser loads each remote's manifest from right now. */
export const remoteRegistrySchema = z.object({
  remotes: z.array(
    z.object({
      /** Federation name, e.g. `mf_cover`. */
      name: z.string(),
      /** Package name, e.g. `mf-cover`. */
      packageName: z.string(),
      version: z.string(),
      /** Site-relative URL of the versioned `mf-manifest.json`. */
      entry: z.string(),
    }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
