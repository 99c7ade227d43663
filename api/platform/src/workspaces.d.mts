export declare function workspaceDirs(): string[];
export declare function remoteWorkspaces(): Array<{ dir: string; name: string; version: string }>;
