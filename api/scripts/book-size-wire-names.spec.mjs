import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { workspaceDirs } from '@storyloom/platform/workspaces';

/**
 * Issue 28: inside the code a book size is S, M or L and a printed item a { binding, size }; their wire names (the
 * request values small/medium/big, item types like hardcover_big) are made and read only by the codecs of
 * api/contracts/src/book-size.ts. The contract's public surface offers no conversion (book-size.spec.ts checks
 * that); this catches the other way back in, a wire name typed by hand in shipped code. Tests are left out: they
 * speak the wire on purpose.
 */
const CODEC_MODULE = 'api/contracts/src/book-size.ts';
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_SHIPPED = /(\.spec\.|\.d\.ts$|\/(test|tests|support|bench|scripts|dist|build|node_modules)\/)/;
/** A quoted request value of the size ('medium' alone also names other things: image quality, a date style). */
const WIRE_NAMES = [
  /['"`](small|big)['"`]/,
  /\b(softcover|hardcover)_(small|medium|big|\$\{)/,
  /\bBOOK_SIZES\[[^\]]*\]\.request\b/,
];

/** The line without its comments: comments may name the wire values to explain them. */
const codeOf = (line) =>
  /^\s*(\*|\/\*|\/\/)/.test(line) ? '' : line.replace(/\/\*.*?\*\//g, '').replace(/\/\/ .*$/, '');

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SHIPPED.test(`${path}/`) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });

const shipped = workspaceDirs()
  .map((dir) => join(dir, 'src'))
  .filter((dir) => existsSync(dir))
  .flatMap(sourceFiles)
  .map((path) => relative(REPO_ROOT, path))
  .filter((path, index, all) => all.indexOf(path) === index && !NOT_SHIPPED.test(path) && path !== CODEC_MODULE);

describe('the book size wire names', () => {
  it('finds shipped source to check', () => {
    expect(shipped).toEqual(
      expect.arrayContaining([
        'api/src/delivery/checkout.service.ts',
        'mf-delivery/src/lib/delivery-api.ts',
        'mf-outline/src/lib/outline-api.ts',
      ]),
    );
  });

  it(`appear in shipped code only inside ${CODEC_MODULE}`, () => {
    const found = shipped.flatMap((path) =>
      readFileSync(join(REPO_ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          WIRE_NAMES.some((pattern) => pattern.test(codeOf(line))) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
