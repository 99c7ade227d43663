// jest transformer for the API, its contract and the test tooling: TypeScript's own compiler turns each file into
// JavaScript with the compiler options of the tsconfig that `npm run build` uses (`tsconfig` option below), so the
// tests run the class semantics `npm start` runs. swc did not: it compiled a parameter property assigned before a
// conditional `super()` in an order that works, where tsc's output throws "Must call super constructor" (issue 28).
//
// `ts.transpileModule` is tsc's emit for one file on its own; every tsconfig here sets `isolatedModules`, which
// guarantees the whole-program build emits the same text. Only what a test runner needs is changed: ES modules
// (jest runs ESM under --experimental-vm-modules; NodeNext would pick the format from package.json, which a
// single-file transpile cannot see), inline source maps for stack traces, and no declarations or outDir.
// jest caches the result per file content, options and TypeScript version (getCacheKey).
'use strict';
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { dirname, resolve } = require('node:path');
const ts = require('typescript');

const THIS_FILE = readFileSync(__filename, 'utf8');
const parsedConfigs = new Map();

/** The build tsconfig's compiler options (with its `extends` chain), made for an ES module test runner. */
function compilerOptionsFor(tsconfig) {
  const cached = parsedConfigs.get(tsconfig);
  if (cached) return cached;
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfig), undefined, tsconfig);
  const options = {
    ...parsed.options,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    sourceMap: false,
    inlineSourceMap: true,
    inlineSources: true,
    declaration: false,
    declarationMap: false,
    emitDeclarationOnly: false,
    noEmit: false,
    composite: false,
    incremental: false,
    outDir: undefined,
    rootDir: undefined,
    tsBuildInfoFile: undefined,
  };
  const entry = { options, key: JSON.stringify(options) };
  parsedConfigs.set(tsconfig, entry);
  return entry;
}

/** What the options name: `{ tsconfig: '<rootDir>/tsconfig.build.json' }` or an absolute path. */
function tsconfigOf(transformerConfig, rootDir) {
  const name = transformerConfig?.tsconfig;
  if (!name) throw new Error('tsc-jest-transform.cjs needs a `tsconfig` option (the build tsconfig of the project)');
  return resolve(rootDir, name.replace('<rootDir>', rootDir));
}

/** The JavaScript tsc emits for one file (exported for test tooling that loads TypeScript outside jest). */
function transpile(sourceText, fileName, tsconfig) {
  // A declaration file has no JavaScript (tsc emits nothing for it, and transpileModule fails on it).
  if (fileName.endsWith('.d.ts')) return 'export {};';
  const { options } = compilerOptionsFor(tsconfig);
  const jsx = fileName.endsWith('.tsx');
  const output = ts.transpileModule(sourceText, {
    fileName,
    compilerOptions: jsx ? options : { ...options, jsx: undefined },
    reportDiagnostics: false,
  });
  return output.outputText;
}

/** Names what transpile() gives for this text, file and tsconfig: equal keys, equal output. */
function cacheKey(sourceText, fileName, tsconfig) {
  return createHash('sha256')
    .update(THIS_FILE)
    .update(ts.version)
    .update(compilerOptionsFor(tsconfig).key)
    .update(fileName)
    .update(sourceText)
    .digest('hex');
}

module.exports = {
  canInstrument: false,
  transpile,
  cacheKey,
  getCacheKey(sourceText, sourcePath, { config, transformerConfig }) {
    return cacheKey(sourceText, sourcePath, tsconfigOf(transformerConfig, config.rootDir));
  },
  process(sourceText, sourcePath, { config, transformerConfig }) {
    return { code: transpile(sourceText, sourcePath, tsconfigOf(transformerConfig, config.rootDir)) };
  },
};
