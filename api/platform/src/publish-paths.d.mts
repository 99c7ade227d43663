// Types for publish-paths.mjs, so the TypeScript rspack configs can share the one definition of the publish layout.
export declare const REPO_ROOT: string;
export declare function publishDir(): string;
export declare function shellPublishDir(): string;
export declare function remotePublishDir(packageName: string, version: string): string;
export declare function registryFile(): string;
export declare const DEV_BUILD_MARKER: string;
export declare const LOCAL_BUILD: string;
export declare function remoteLocalDir(packageName: string): string;
export declare function localBuildMarker(build: { version: string; kind: 'build' | 'watch' }): string;
export declare function readPackageJson(workspaceDir: string): {
  name: string;
  version: string;
  [key: string]: unknown;
};
