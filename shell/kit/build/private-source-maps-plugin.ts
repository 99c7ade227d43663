import type { Compiler } from '@rspack/core';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Every `*.map` file under `dir`. */
const sourceMapsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceMapsUnder(path);
    return entry.name.endsWith('.map') ? [path] : [];
  });

/**
 * The shell builds straight into its publish folder, which is the public site: whatever serves or copies it (the
 * API, a CDN, a static host) would hand anyone the whole front-end source with its source maps. Production builds
 * write hidden source maps (no `sourceMappingURL` in the scripts, so browsers never ask for them), and this moves
 * them, once emitted, into `dir` (the shell's own build folder) for operators. Remotes keep theirs in their `dist`
 * folder, which publishing does not copy (@storyloom/platform/publish-folder).
 */
export class PrivateSourceMapsPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('PrivateSourceMapsPlugin', () => {
      rmSync(this.dir, { recursive: true, force: true }); // the last build's maps only: their scripts are gone too
      for (const map of sourceMapsUnder(compiler.outputPath)) {
        const target = join(this.dir, relative(compiler.outputPath, map));
        mkdirSync(dirname(target), { recursive: true });
        // Copy, then remove: the publish folder may sit on another file system (tests publish into /tmp).
        cpSync(map, target);
        rmSync(map);
      }
    });
  }
}
