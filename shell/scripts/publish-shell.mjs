#!/usr/bin/env node
// `npm run publish -w @storyloom/shell` (Turborepo's `publish` task, after the cached `build`): copies shell/dist,
// already precompressed by the build, to where the API serves the site (<publish>/shell), replacing the previous
// shell in one rename. An identical build is left alone. @storyloom/platform is imported by name, like every script.
import { join } from 'node:path';
import { PublishError, publishShell } from '@storyloom/platform/publish-folder';
import { shellPublishDir } from '@storyloom/platform/publish-paths';

const source = join(import.meta.dirname, '..', 'dist');
const target = shellPublishDir();
try {
  const { outcome } = await publishShell({ source, target });
  console.log(
    outcome === 'unchanged'
      ? `The published shell is this build already (${target}).`
      : `Published the shell -> ${target}`,
  );
} catch (error) {
  if (!(error instanceof PublishError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
