import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEV_BUILD_MARKER,
  localBuildMarker,
  readPackageJson,
  remoteLocalDir,
  shellPublishDir,
} from '@storyloom/platform/publish-paths';
import { CHUNK_LOAD_TIMEOUT_MS } from '../src/loading.js';
import { theme } from '../src/theme.js';
import { compileHintsPlugin } from './compile-hints.js';
import { DEV_SERVER_PORTS, API_DEV_ORIGIN } from './dev-ports.js';
import { federationRuntimeAsEsm } from './federation-runtime-esm.js';
import { sharedDependenciesFor, type SharingRole } from './shared-dependencies.js';
import { FirstLoadPreloadPlugin } from './first-load-preload-plugin.js';
import { PrecompressAssetsPlugin } from './precompress-plugin.js';
import { PrivateSourceMapsPlugin } from './private-source-maps-plugin.js';
import { sharedLibrariesCacheGroup } from './shared-library-chunk.js';
import { zodEnglishOnly } from './zod-english-only.js';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** What `rspack build|serve` passes to a config function. */
interface RspackCliEnv {
  RSPACK_SERVE?: boolean;
  RSPACK_WATCH?: boolean;
}

export interface AppConfigOptions {
  /** The workspace folder (its package.json names and versions the build). */
  appDir: string;
  /** `host` = the shell; `remote` = an mf-* step or content module. */
  kind: 'host' | 'remote';
  federation: FederationOptions;
}

const require = createRequire(import.meta.url);

/** The site's favicon: the header's book logo as an SVG, served at the site root next to index.html. */
const FAVICON = fileURLToPath(new URL('../assets/favicon.svg', import.meta.url));

/**
 * The real react-router behind Storyloom's shared router surface (react-router-surface.ts). Its `import`
 * condition maps to the development build, which would ship dev warnings to visitors, so production builds
 * point at the production files.
 */
const reactRouterImplementation = (production: boolean) =>
  join(
    require.resolve('react-router/package.json'),
    '..',
    'dist',
    production ? 'production' : 'development',
    'index.mjs',
  );

const declaresRemotes = ({ remotes }: FederationOptions) =>
  remotes !== undefined && (Array.isArray(remotes) ? remotes.length > 0 : Object.keys(remotes).length > 0);

/**
 * The federation runtime (~25 KB gzipped) ships once, in the shell, which hands it to every remote; a remote
 * carries its own copy only when it runs alone on its dev server. `target: 'web'` drops the Node.js loaders.
 */
const federationExperiments = (options: AppConfigOptions, serve: boolean): FederationOptions['experiments'] => ({
  // Most remotes load no other remote, so they leave out the bundler's remote loading. One that does (mf-premise
  // loads mf_characters/CharacterEditor at run time) declares it in its `remotes`, which keeps that code: its
  // chunks then go through the remote-loading handler, and its manifest records the dependency for the registry.
  optimization: { target: 'web', disableRemote: options.kind === 'remote' && !declaresRemotes(options.federation) },
  ...(options.kind === 'host' ? { provideExternalRuntime: true } : serve ? {} : { externalRuntime: true }),
});

/** A remote on its own dev server has no shell to take the platform singletons from. */
const sharingRole = (kind: AppConfigOptions['kind'], serve: boolean): SharingRole =>
  kind === 'host' ? 'shell' : serve ? 'standalone' : 'remote';

/**
 * Writes the dev marker into a watch build's output, so publishing (and the static site's caching) know the folder
 * holds scratch output, not a release. For a remote it also names the version the build was made from, which the
 * registry compares with the published ones (`localBuildMarker`).
 */
class DevBuildMarkerPlugin {
  constructor(private readonly version: string) {}

  apply(compiler: Compiler) {
    const content = localBuildMarker({ version: this.version, kind: 'watch' });
    compiler.hooks.thisCompilation.tap('DevBuildMarkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DevBuildMarkerPlugin', stage: 0 }, () => {
        compilation.emitAsset(DEV_BUILD_MARKER, new compiler.webpack.sources.RawSource(content));
      });
    });
  }
}

/**
 * Release builds land in the workspace's own dist/ (what Turborepo caches); its `publish` script copies them to
 * the publish folder. `npm run dev` builds straight into what the site serves: the shell's folder, and a remote's
 * local build folder (never a released version folder, which stays as published).
 */
const outputPath = (options: AppConfigOptions, watch: boolean) => {
  const { name } = readPackageJson(options.appDir);
  if (!watch) return join(options.appDir, 'dist');
  return options.kind === 'host' ? shellPublishDir() : remoteLocalDir(name);
};

/**
 * The single rspack configuration factory for the shell and every remote, so all seven front ends are built
 * the same way and differ only in their module-federation.config.ts.
 */
export function createAppConfig(options: AppConfigOptions) {
  return (env: RspackCliEnv = {}, argv: { mode?: Configuration['mode'] } = {}): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const serve = Boolean(env.RSPACK_SERVE);
    const watch = Boolean(env.RSPACK_WATCH);
    const { name: packageName } = readPackageJson(options.appDir);
    // A remote's own page (index.html + standalone bootstrap) only exists when it runs alone on its dev server.
    const withStandalonePage = options.kind === 'host' || serve;

    return {
      mode: production ? 'production' : 'development',
      context: options.appDir,
      target: ['web', 'es2022'],
      entry: withStandalonePage ? { main: './src/index.ts' } : {},
      // Hidden: the scripts do not name their maps, which stay out of the public folders (private-source-maps-plugin.ts).
      // Dev builds carry their maps inside each script (a data: URL), never `eval`: the API serves `npm run dev`'s
      // build under the release's content security policy (script-src 'self', no 'unsafe-eval'), which refused an
      // eval devtool and left every page blank (e2e/tests/dev-build.spec.ts). Inline, no .map file lands in the
      // served folder either.
      devtool: production ? 'hidden-source-map' : 'inline-cheap-module-source-map',
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // Sources use NodeNext's explicit `.js` suffix for TypeScript files.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Workspace packages (kit, contracts) resolve to their TypeScript sources, never to stale builds.
        conditionNames: ['storyloom-source', 'browser', 'import', 'module', 'default'],
        alias: { 'storyloom-react-router-impl$': reactRouterImplementation(production) },
      },
      module: {
        // A missing export is a build error, not `undefined` at run time (see react-router-surface.ts).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                // Modern output: ES5 down-levelling would turn every styled-components template into helper calls.
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      output: {
        path: outputPath(options, watch),
        // The shell lives at the site root (deep links like /step2 must still find /static/js/...);
        // a remote's folder is versioned, so it works out its own URL at run time from its manifest/entry.
        publicPath: options.kind === 'host' ? '/' : 'auto',
        filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        uniqueName: options.federation.name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          ...options.federation,
          // The config names what is shared; how this app shares it depends on its role (see shared-dependencies.ts).
          shared: sharedDependenciesFor(sharingRole(options.kind, serve), options.appDir),
          experiments: federationExperiments(options, serve),
        }),
        withStandalonePage &&
          new rspack.HtmlRspackPlugin({
            title: 'Storyloom',
            templateContent: HTML_TEMPLATE,
            filename: 'index.html',
            favicon: FAVICON,
            chunks: ['main'],
          }),
        // The shell's page names the chunks every load needs after main.js, so they download beside it.
        withStandalonePage && options.kind === 'host' && production && new FirstLoadPreloadPlugin(),
        watch && new DevBuildMarkerPlugin(readPackageJson(options.appDir).version),
        // The shell's release maps move out of the served files into dist/source-maps, for operators; a remote's stay
        // in its dist folder, and publishing leaves every map out of the public folder.
        options.kind === 'host' &&
          production &&
          !watch &&
          !serve &&
          new PrivateSourceMapsPlugin(join(options.appDir, 'dist', 'source-maps')),
        production && compileHintsPlugin(),
        // Release builds are compressed here, so the cached dist/ holds the .br/.gz copies and publishing only copies.
        production && !watch && !serve && new PrecompressAssetsPlugin(),
        federationRuntimeAsEsm(),
        zodEnglishOnly(),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Remotes keep one chunk per shared library: the shell's copies are used, so theirs load only when run alone.
        splitChunks:
          options.kind === 'host' && production
            ? { cacheGroups: { sharedLibraries: sharedLibrariesCacheGroup() } }
            : undefined,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: serve
        ? {
            port: DEV_SERVER_PORTS[packageName],
            historyApiFallback: true,
            hot: false,
            // A remote running alone still talks to the real API.
            proxy: [{ context: ['/api', '/get_book_size'], target: API_DEV_ORIGIN }],
            headers: { 'Access-Control-Allow-Origin': '*' },
            // Says where the page is and which API it talks to, so a wrong STORYLOOM_API_ORIGIN shows at once.
            onListening: () =>
              console.log(
                `${packageName} on its own: http://localhost:${DEV_SERVER_PORTS[packageName]} (sends /api and /get_book_size to ` +
                  `${API_DEV_ORIGIN}; set STORYLOOM_API_ORIGIN for another API)`,
              ),
          }
        : undefined,
    };
  };
}

/** The browser tints its own bar (mobile address bar, installed-app title) with theme-color: the top bar's colour. */
const HTML_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${theme.colors.topBar}" />
    <meta name="description" content="Create a personalised, AI-written printed book as a gift." />
    <title>Storyloom</title>
  </head>
  <body>
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
