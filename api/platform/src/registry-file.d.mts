// Types for registry-file.mjs, so TypeScript code (the API's remote registry) can reuse the same rules.
export interface RemotePin {
  version: string;
  /** Pinned versions, oldest first; the last one is the current pin. */
  history: string[];
}
export interface RegistryFile {
  pins: Record<string, RemotePin>;
}
export declare class RegistryError extends Error {}
export declare function readRegistry(file: string): RegistryFile;
export declare function writeRegistry(file: string, registry: RegistryFile): void;
export declare function publishedVersions(publishDir: string, pkg: string): string[];
export declare function servedVersion(registry: RegistryFile, pkg: string, published: string[]): string | undefined;
export interface LocalBuild {
  /** The package version it was built from. */
  version: string;
  kind: 'build' | 'watch';
}
export declare function localBuild(publishDir: string, pkg: string): LocalBuild | undefined;
export declare function servedRemote(
  registry: RegistryFile,
  pkg: string,
  published: string[],
  local: LocalBuild | undefined,
): { version: string; local: boolean } | undefined;
export declare function pinVersion(
  registry: RegistryFile,
  pkg: string,
  version: string,
  published: string[],
): RegistryFile;
export type RollbackResult =
  | { registry: RegistryFile; version: string; from: 'previous-pin' }
  | { registry: RegistryFile; version: string; from: 'lower-published'; replaced: string };
export declare function rollbackVersion(registry: RegistryFile, pkg: string, published: string[]): RollbackResult;
export declare function unpinVersion(registry: RegistryFile, pkg: string): RegistryFile;
export interface RemoteDependency {
  packageName: string;
  /** The version its declared entry names (the one it was built against); undefined for an entry of another shape. */
  builtAgainst: string | undefined;
}
export declare function remoteDependencies(publishDir: string, pkg: string, version: string): RemoteDependency[];
