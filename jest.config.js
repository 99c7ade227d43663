import { fileURLToPath } from 'node:url';
// The one list of remotes: each gets its jest project (its folder is named after its package).
import remoteList from '@storyloom/contracts/remote-list.json' with { type: 'json' };

// One jest run for every workspace. ESM throughout (run with NODE_OPTIONS=--experimental-vm-modules).
// Each project's tests are compiled by the compiler that builds that project for production, so a test runs the
// class semantics production runs (issue 28: swc and tsc disagreed on a parameter property before `super()`):
// - the API, its contract and the test tooling: TypeScript's own compiler with the build tsconfig's options
//   (api/test/support/tsc-jest-transform.cjs), because `npm start` runs `tsc -p api/tsconfig.build.json` output;
//   api/test/built-output.spec.ts proves the code jest ran is the text of api/dist;
// - the shell, the kit and the remotes: swc, because rspack builds them with builtin:swc-loader
//   (shell/kit/build/rspack-app-config.ts, target es2022).
const tscTransform = (tsconfig) => [
  fileURLToPath(new URL('./api/test/support/tsc-jest-transform.cjs', import.meta.url)),
  { tsconfig },
];

const swcTransform = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      // JSON imports keep their `with { type: 'json' }`, which Node and jest's ESM loader require.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // Source imports use NodeNext's explicit `.js` suffix; jest resolves them to the `.ts` file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': swcTransform(false), '^.+\\.tsx$': swcTransform(true) },
  // Resolve workspace packages from their TypeScript sources, never from stale builds.
  testEnvironmentOptions: { customExportConditions: ['storyloom-source', 'node', 'node-addons'] },
};

/** A Node project whose TypeScript is compiled by tsc with the options of `tsconfig` (relative to its rootDir). */
const compiledByTsc = (tsconfig) => ({
  ...shared,
  transform: { '^.+\\.tsx?$': tscTransform(`<rootDir>/${tsconfig}`) },
});

const frontEnd = (name, rootDir) => ({
  ...shared,
  displayName: name,
  rootDir,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['storyloom-source', 'browser'] },
  // Videos and images imported by pages (rspack turns them into URLs).
  // Files a page imports as URLs get one stand-in URL too: mf-delivery's pdf.js and its worker (imported with `?url`,
  // which jest leaves out when it resolves, so the files are named here).
  moduleNameMapper: {
    ...shared.moduleNameMapper,
    '\\.(webm|webp)$|^pdfjs-dist/build/pdf(\\.worker)?\\.min\\.mjs': fileURLToPath(
      new URL('./jest.media-file.cjs', import.meta.url),
    ),
  },
  setupFilesAfterEnv: [fileURLToPath(new URL('./shell/kit/jest.setup.ts', import.meta.url))],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
});

export default {
  // Whole user flows in jsdom (typing, clicking through a form) take seconds on a busy 2-core machine; jest's 5 s
  // default turns that slowness into false failures. Nothing here measures speed: `npm run bench` does.
  testTimeout: 30_000,
  // Each run gets its own temporary folders and schema prefix, and fails if a test leaves anything behind in them.
  globalSetup: '<rootDir>/e2e/support/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/support/jest-global-teardown.mjs',
  projects: [
    {
      ...compiledByTsc('tsconfig.build.json'),
      displayName: 'contracts',
      rootDir: 'api/contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...compiledByTsc('tsconfig.build.json'),
      displayName: 'api',
      rootDir: 'api',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/test/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.mjs',
        '<rootDir>/platform/src/**/*.spec.mjs',
      ],
    },
    frontEnd('kit', 'shell/kit'),
    { ...frontEnd('shell', 'shell'), testPathIgnorePatterns: ['/kit/'] },
    ...remoteList.remotes.map((remote) => frontEnd(remote.package, remote.package)),
    // The test tooling itself: benches, the test runner's arithmetic, the leftover check.
    {
      ...compiledByTsc('tsconfig.json'),
      displayName: 'e2e',
      rootDir: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{bench,scripts,support}/**/*.spec.mjs'],
    },
  ],
};
