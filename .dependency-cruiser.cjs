/**
 * The import boundaries between teams, checked by dependency-cruiser (`npm run boundaries`, and in every test
 * run by api/scripts/dependency-rules.spec.mjs). Who owns which folder is in
 * .github/CODEOWNERS; how the parts fit is in docs/architecture.md.
 *
 * - A remote (mf-*) imports only its own code, the kit (@storyloom/kit) and the contracts (@storyloom/contracts):
 *   another step's code reaches it only at run time, through Module Federation.
 * - An API module (api/src/<module>/) imports another module only through that module's public face:
 *   `<module>.module.ts`, `<module>.service.ts` (its exported service) and `<module>.types.ts` (its types). The
 *   platform folders below are shared by all modules; they never import a step's module.
 * - Each module's configuration section (`api/src/<module>/<module>.config.ts`: its environment variables and typed
 *   settings) stands alone: it imports only the shared config helpers and its own module, never another section.
 *   Only the composition (CONFIG_COMPOSITION) imports the sections, and nothing but them from the modules.
 * - No relative import crosses a package boundary (a workspace, or the API's run time into its build scripts): a
 *   package is imported by its name. The imports that still do are listed in KNOWN_CROSS_PACKAGE_IMPORTS.
 */
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** Shared by every API module: the HTTP edge, configuration, the database, the draft every step stores in, the file store. */
const API_PLATFORM_FOLDERS = [
  'common',
  'config',
  'database',
  'draft',
  'logging',
  'openapi',
  'security',
  'session',
  'storage',
];

/** A module's configuration section, reviewed by the module's team (api/src/config/config-section.ts). */
const CONFIG_SECTION_FILES = '^api/src/([^/]+)/[^/]+\\.config\\.ts$';
/** What every section may import besides its own module: the shared helpers of api/src/config/. */
const CONFIG_SECTION_HELPERS = '^api/src/config/(config-section|config-error|env-parsers)\\.ts$';
/** The files that compose the sections into the one schema and AppConfig checked at start. */
const CONFIG_COMPOSITION = ['^api/src/config/env\\.schema\\.ts$', '^api/src/config/app-config\\.ts$'];

/** Each API module's public face: its own <module>.module.ts, <module>.service.ts and <module>.types.ts. */
const API_MODULES = readdirSync(join(__dirname, 'api', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_PUBLIC_FACES = `^api/src/(${API_MODULES.map((name) => `${name}/${name}`).join('|')})\\.(module|service|types)\\.ts$`;

/**
 * Relative imports across package boundaries that exist today, each with where it goes. Delete an entry when its
 * import goes, so the rule covers that file again (the dependency-rules test fails on an entry that no longer exists).
 */
const KNOWN_CROSS_PACKAGE_IMPORTS = [
  // The README's test reads the dev ports from the kit's build.
  { from: 'api/scripts/readme.spec.mjs', to: 'shell/kit/build/dev-ports.ts' },
  // The remote list's test checks that jest's projects (a root config file, not a package) come from the list.
  { from: 'api/scripts/remote-list.spec.mjs', to: 'jest.config.js' },
  // The samples' reproducibility test designs a cover with the offline designer, from its source (make-samples.mjs
  // runs the same class from api/dist).
  { from: 'api/scripts/samples/sample-cover.spec.mjs', to: 'api/src/cover/design/offline-cover-designer.ts' },
];

const escapeRegExp = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (path) => `^${escapeRegExp(path)}$`;

/**
 * The package boundaries: each workspace of the root package.json, plus the API's build scripts, which the API's
 * run time and tests must not reach into. A folder inside another (api/contracts in api) is a package of its own.
 */
const WORKSPACES = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')).workspaces;
const PACKAGES = [...WORKSPACES, 'api/scripts'];

/** One rule per package: no relative import leaves it, except the known ones (each exempt for its one target). */
function crossPackageRules() {
  return PACKAGES.flatMap((dir) => {
    const nested = PACKAGES.filter((other) => other.startsWith(`${dir}/`));
    const inside = `^${escapeRegExp(dir)}/`;
    const outside = [`^(?!${escapeRegExp(dir)}/)`, ...nested.map((other) => `^${escapeRegExp(other)}/`)].join('|');
    const known = KNOWN_CROSS_PACKAGE_IMPORTS.filter(
      ({ from }) => from.startsWith(`${dir}/`) && !nested.some((n) => from.startsWith(`${n}/`)),
    );
    const rule = (name, from, to) => ({
      name,
      severity: 'error',
      comment: `A relative import leaves ${dir}: import the other package by its name (see KNOWN_CROSS_PACKAGE_IMPORTS).`,
      from,
      to: { dependencyTypes: ['local'], path: outside, ...to },
    });
    return [
      rule(`no-relative-import-out-of-${dir}`, {
        path: inside,
        pathNot: [...nested.map((n) => `^${escapeRegExp(n)}/`), ...known.map(({ from }) => exactly(from))],
      }),
      ...known.map(({ from, to }) =>
        rule(`no-relative-import-out-of-${dir}`, { path: exactly(from) }, { pathNot: exactly(to) }),
      ),
    ];
  });
}

module.exports = {
  forbidden: [
    {
      name: 'remote-imports-own-code-kit-contracts',
      severity: 'error',
      comment:
        'A remote imports only its own code, @storyloom/kit and @storyloom/contracts; another step is loaded at run time.',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^(api|shell|e2e|mf-[^/]+)/', pathNot: ['^$1/', '^shell/kit/', '^api/contracts/'] },
    },
    {
      name: 'api-module-through-exported-service',
      severity: 'error',
      comment:
        "An API module reaches another only through its <module>.module.ts, <module>.service.ts or <module>.types.ts; ask the owning module's service for its data.",
      from: { path: '^api/src/([^/]+)/', pathNot: CONFIG_COMPOSITION },
      to: {
        path: '^api/src/[^/]+/',
        pathNot: ['^api/src/$1/', `^api/src/(${API_PLATFORM_FOLDERS.join('|')})/`, API_PUBLIC_FACES],
      },
    },
    {
      name: 'api-platform-not-into-modules',
      severity: 'error',
      comment: 'Platform code is shared by every module; it must not depend on a step or feature module.',
      from: { path: `^api/src/(${API_PLATFORM_FOLDERS.join('|')})/`, pathNot: CONFIG_COMPOSITION },
      to: { path: '^api/src/[^/]+/', pathNot: [`^api/src/(${API_PLATFORM_FOLDERS.join('|')})/`] },
    },
    {
      name: 'config-composition-imports-only-sections',
      severity: 'error',
      comment: "The configuration's composition reaches a module only through its <module>.config.ts section.",
      from: { path: CONFIG_COMPOSITION },
      to: { path: '^api/src/(?!config/)[^/]+/', pathNot: [CONFIG_SECTION_FILES] },
    },
    {
      name: 'config-section-stands-alone',
      severity: 'error',
      comment:
        'A configuration section reads only its own variables: it imports its own module and the config helpers, never another section or another module (what it needs of them comes resolved from app-config.ts).',
      from: { path: CONFIG_SECTION_FILES },
      to: { path: '^api/src/', pathNot: ['^api/src/$1/', CONFIG_SECTION_HELPERS] },
    },
    ...crossPackageRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)\\.published/', '^e2e/test-results/'] },
    // Workspace packages resolve to their TypeScript sources, as in the type check and jest.
    tsConfig: { fileName: join(__dirname, 'tsconfig.base.json') },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['storyloom-source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

// For api/scripts/dependency-rules.spec.mjs (which checks every known import still exists); kept out of
// dependency-cruiser's view because its configuration schema allows no other keys.
Object.defineProperty(module.exports, 'knownCrossPackageImports', {
  value: KNOWN_CROSS_PACKAGE_IMPORTS,
  enumerable: false,
});
