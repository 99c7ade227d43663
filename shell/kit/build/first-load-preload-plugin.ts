import { rspack, type Compilation, type Compiler } from '@rspack/core';

/** The shell's page; the chunks below are hinted in its <head>. */
const PAGE = 'index.html';
/**
 * The async boundary every page load crosses first (shell/src/index.ts imports it), matched on the module's
 * identifier: in production it is concatenated with its imports, and only that concatenated module is in a chunk.
 */
const BOOTSTRAP_MODULE = /[\\/]src[\\/]bootstrap\.tsx?(?:\||$)/;
/** The chunk of the shared libraries the shell provides (shared-library-chunk.ts): every page load runs them. */
const SHARED_LIBRARIES_CHUNK = 'shared-libraries';

/** The JS files of the chunks every page load fetches after main.js: the bootstrap's and the shared libraries'. */
function firstLoadScripts(compilation: Compilation): string[] {
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    if (chunk.name === SHARED_LIBRARIES_CHUNK) chunk.files.forEach((file) => files.add(file));
  }
  for (const module of compilation.modules) {
    if (!BOOTSTRAP_MODULE.test(module.identifier())) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module))
      chunk.files.forEach((file) => files.add(file));
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * Puts `<link rel="preload" as="script">` for the bootstrap's chunk and the shared libraries' into the shell's page
 * (issue 16). Without them the browser learns of those files only once main.js has run and asked for them: one
 * more round trip before anything paints. With them, the three download together.
 * Runs after the content hashes are final (the REPORT stage), so the names are the emitted ones.
 */
export class FirstLoadPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPreloadPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset(PAGE);
          if (!page) return;
          const publicPath = String(compilation.outputOptions.publicPath ?? '/').replace(/\/?$/, '/');
          const links = firstLoadScripts(compilation).map(
            (file) => `<link rel="preload" href="${publicPath}${file}" as="script" fetchpriority="low">`,
          );
          const html = page.source.source().toString();
          const at = html.indexOf('</head>');
          if (at === -1 || links.length === 0) return;
          compilation.updateAsset(
            PAGE,
            new rspack.sources.RawSource(`${html.slice(0, at)}${links.join('')}${html.slice(at)}`),
          );
        },
      );
    });
  }
}
