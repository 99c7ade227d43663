#!/usr/bin/env node
// `npm run build:clean`: deletes every build output (api/dist, api/contracts/dist, shell/dist, each mf-*/dist, the
// published shell, the type checker's incremental state), so the build that follows starts from nothing; with
// `--force` Turborepo ignores its cache too. Published remote versions are left alone: they are releases, not build
// output, and stay immutable. Local builds (<publish>/remotes/<package>/local) are build output and go.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_BUILD, REPO_ROOT, publishDir, shellPublishDir } from '@storyloom/platform/publish-paths';
import { remoteWorkspaces } from '@storyloom/platform/workspaces';

const outputs = [
  join(REPO_ROOT, 'api/dist'),
  join(REPO_ROOT, 'api/contracts/dist'),
  join(REPO_ROOT, 'shell/dist'),
  join(REPO_ROOT, 'node_modules/.cache/storyloom-tsc'),
  shellPublishDir(),
  ...remoteWorkspaces().flatMap((remote) => [
    join(remote.dir, 'dist'),
    join(publishDir(), 'remotes', remote.name, LOCAL_BUILD),
  ]),
];
for (const output of outputs) rmSync(output, { recursive: true, force: true });
console.log(`Removed the build outputs: ${outputs.map((output) => output.replace(`${REPO_ROOT}/`, '')).join(', ')}`);
