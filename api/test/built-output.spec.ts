import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tests run the code `npm start` runs (issue 28). `npm start` runs tsc's output in api/dist; jest compiles the
 * sources with tsc too (support/tsc-jest-transform.cjs). This suite checks both halves on the built output itself:
 *
 * - every exception class of the build can be constructed (tsc once emitted `this.reason = reason` before a
 *   conditional `super()`, and every provider failure became a 500 "Must call super constructor" in production,
 *   while swc-compiled tests passed: issue 24, F1), and the provider failures answer what the docs promise;
 * - the classes jest ran are the very text tsc emitted into api/dist.
 *
 * It needs a build of the current sources (`npm run build`; `npm test` builds before it runs the API's tests) and
 * says so rather than pass on a missing or stale one.
 */

const API = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(API, 'dist');
const SRC = join(API, 'src');

/** Every `*.exception.ts` of the sources, relative to src (`writing/writing.exception.ts`). */
function exceptionSources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.exception.ts'))
    .sort();
}

/** The built file of a source, checked to exist and to be newer than its source. */
function builtFileOf(source: string): string {
  const built = join(DIST, source.replace(/\.ts$/, '.js'));
  if (!existsSync(built))
    throw new Error(
      `${relative(API, built)} is missing: run \`npm run build\` first (the API's tests check its built output)`,
    );
  if (statSync(built).mtimeMs < statSync(join(SRC, source)).mtimeMs) {
    throw new Error(
      `${relative(API, built)} is older than its source: run \`npm run build\` first (the API's tests check its built output)`,
    );
  }
  return built;
}

type AnyClass = abstract new (...args: never[]) => object;
const classesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (entry): entry is [string, AnyClass] =>
      typeof entry[1] === 'function' && /^class\b/.test(Function.prototype.toString.call(entry[1])),
  );

/**
 * An argument that works as whatever a constructor uses it for (a string in a message, a list to join, options to
 * spread, a number to compare), so every class runs its own constructor, every `super()` included.
 */
const anything: unknown = new Proxy(function anythingValue() {}, {
  get: (target, key) => {
    if (key === Symbol.toPrimitive) return () => 'x';
    if (key === Symbol.iterator) return function* none() {};
    if (key === 'then') return undefined;
    return Reflect.has(target, key) && key !== 'length' && key !== 'name' ? Reflect.get(target, key) : anything;
  },
  apply: () => anything,
});

describe('the built API (api/dist, what `npm start` runs)', () => {
  const sources = exceptionSources();

  it('has exception modules to check', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(sources).toContain('writing/writing.exception.ts');
    expect(sources).toContain('cover/design/cover-designer.exception.ts');
  });

  it.each(sources)('constructs every exception class of %s as built by tsc', async (source) => {
    const { AppException } = (await import(join(DIST, 'common/app.exception.js'))) as { AppException: AnyClass };
    const built = (await import(builtFileOf(source))) as Record<string, unknown>;
    const concrete = classesOf(built).filter(
      ([, type]) => type.prototype instanceof AppException && !/^class \w+ extends \w+ \{\s*\}$/.test(String(type)),
    );
    for (const [name, type] of concrete) {
      let made: unknown;
      try {
        made = Reflect.construct(type, [anything, anything, anything, anything]);
      } catch (error) {
        throw new Error(`${name} (api/dist/${source.replace(/\.ts$/, '.js')}) cannot be constructed: ${String(error)}`);
      }
      expect(made).toBeInstanceOf(AppException);
      expect(typeof (made as { status: unknown }).status).toBe('number');
    }
  });

  it('answers a busy writer with 503 and Retry-After, and any other writer failure with 502 (the built classes)', async () => {
    const { WriterUnavailableException } = await import(builtFileOf('writing/writing.exception.ts'));
    const busy = new WriterUnavailableException('busy', { retryAfterSeconds: 42 });
    expect(busy).toMatchObject({
      code: 'WRITER_UNAVAILABLE',
      status: 503,
      reason: 'busy',
      headers: { 'Retry-After': '42' },
      details: { reason: 'busy', retryAfterSeconds: 42 },
    });
    expect(new WriterUnavailableException('busy')).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } });
    const down = new WriterUnavailableException('timeout', { cause: new Error('stalled') });
    expect(down).toMatchObject({ status: 502, reason: 'timeout', headers: {}, details: { reason: 'timeout' } });
    expect(down.cause).toEqual(new Error('stalled'));
  });

  it('answers a busy cover designer with 503 and Retry-After, and any other failure with 502 (the built classes)', async () => {
    const { CoverDesignerUnavailableException } = await import(builtFileOf('cover/design/cover-designer.exception.ts'));
    expect(new CoverDesignerUnavailableException('busy', { retryAfterSeconds: 7 })).toMatchObject({
      code: 'COVER_DESIGNER_UNAVAILABLE',
      status: 503,
      reason: 'busy',
      headers: { 'Retry-After': '7' },
    });
    expect(new CoverDesignerUnavailableException('no-image')).toMatchObject({
      status: 502,
      reason: 'no-image',
      details: { reason: 'no-image' },
    });
  });

  it.each(sources)('ran the classes of %s in the tests exactly as tsc built them', async (source) => {
    const built = (await import(builtFileOf(source))) as Record<string, unknown>;
    // The source module as jest compiled it for every other test.
    const tested = (await import(join(SRC, source))) as Record<string, unknown>;
    const builtClasses = classesOf(built);
    expect(builtClasses.length).toBeGreaterThan(0);
    for (const [name, type] of builtClasses) expect([name, String(tested[name])]).toEqual([name, String(type)]);
  });
});
