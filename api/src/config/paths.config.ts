import { join, resolve } from 'node:path';
import { z } from 'zod';
import { configSection } from './config-section.js';
import { REPO_ROOT } from './repo-paths.js';

export interface PathsConfig {
  dataDir: string;
  publishDir: string;
}

/**
 * The folders every other section builds on: DATA_DIR (the embedded database, the demo outboxes, local files) is
 * resolved first and handed to the sections that keep files on this machine.
 */
export const pathsSection = configSection({
  name: 'paths',
  env: {
    DATA_DIR: z.string().optional(),
    STORYLOOM_PUBLISH_DIR: z.string().optional(),
  },
  secrets: [],
  build: (vars): { paths: PathsConfig } => ({
    paths: {
      dataDir: resolve(vars.DATA_DIR ?? join(REPO_ROOT, 'data')),
      publishDir: resolve(vars.STORYLOOM_PUBLISH_DIR ?? join(REPO_ROOT, '.published')),
    },
  }),
});
