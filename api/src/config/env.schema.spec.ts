import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ConfigError, parseEnv } from './app-config.js';
import { CONFIG_SECTIONS, composeEnvShape, envSchema, SECRET_ENV_NAMES } from './env.schema.js';
import { REPO_ROOT } from './repo-paths.js';

const SECTIONS = Object.values(CONFIG_SECTIONS);
const API_SRC = join(REPO_ROOT, 'api', 'src');

/** Every section file in the API: `api/src/<module>/<name>.config.ts`, beside the module's code. */
const SECTION_FILES = readdirSync(API_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(API_SRC, dir.name))
      .filter((file) => file.endsWith('.config.ts'))
      .map((file) => `${dir.name}/${file}`),
  );

/** The sections a file exports, found by shape (an object with `env` and `build`). */
async function sectionsIn(file: string): Promise<unknown[]> {
  const exports: Record<string, unknown> = await import(join(API_SRC, file));
  return Object.values(exports).filter(
    (value) => typeof value === 'object' && value !== null && 'env' in value && 'build' in value,
  );
}

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('the composed configuration schema', () => {
  it("reports the bad variables of several modules' sections together, each in its own words", () => {
    const message = messageOf(() =>
      parseEnv({ PORT: 'x', COVER_QUOTA_IP_MB: '0', LULU_API_URL: 'ftp://lulu', ACCOUNT_SCRYPT_COST: '99' }),
    );
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT: must be a whole number from 0 to 65535 (got "x")',
      '  - COVER_QUOTA_IP_MB: must be a whole number from 1 to 1000000 (got "0")',
      '  - LULU_API_URL: must be an http(s) URL such as https://api.sandbox.lulu.com (got "ftp://lulu")',
      '  - ACCOUNT_SCRYPT_COST: must be a whole number from 1 to 20 (got "99")',
    ]);
  });

  it('gives every variable to exactly one section, and reads no variable no section declares', () => {
    const declared = SECTIONS.flatMap((section) => Object.keys(section.env));
    expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(envSchema.shape).sort()).toEqual([...declared].sort());
  });

  it('refuses to compose two sections that declare the same variable, naming both', () => {
    const writing = { name: 'writing', env: { OPENAI_API_KEY: z.string() } };
    const cover = { name: 'cover', env: { OPENAI_API_KEY: z.string() } };
    expect(() => composeEnvShape([writing, cover])).toThrow(
      'OPENAI_API_KEY is declared by two configuration sections: writing and cover',
    );
  });

  it('composes every section file of the API, each section once', async () => {
    const found = (await Promise.all(SECTION_FILES.map(sectionsIn))).flat();
    expect(SECTION_FILES.length).toBeGreaterThan(10);
    expect(found).toHaveLength(SECTIONS.length);
    for (const section of found) expect(SECTIONS).toContain(section);
  });

  // The type of `vars` already keeps a section to its own variables; this also catches a widened type or a cast.
  it.each(SECTION_FILES)("%s reads only its own section's variables", async (file) => {
    const own = (await sectionsIn(file)).flatMap((section) => Object.keys((section as { env: object }).env));
    const read = [...readFileSync(join(API_SRC, file), 'utf8').matchAll(/\bvars\.([A-Z][A-Z0-9_]*)/g)].map(
      ([, name]) => name,
    );
    expect(read.length).toBeGreaterThan(0);
    expect([...new Set(read)].filter((name) => !own.includes(name))).toEqual([]);
  });

  it('leaves the environment to the entry points, which hand it whole to the configuration', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const readers = sources(API_SRC).filter((file) =>
      /\bprocess\.env\b/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(readers.map((file) => file.slice(API_SRC.length + 1)).sort()).toEqual([
      'main.ts',
      'migrate.ts',
      'worker.ts',
    ]);
  });

  it('keeps every secret it kept before the sections were split, each marked by the section that owns it', () => {
    expect([...SECRET_ENV_NAMES].sort()).toEqual(
      [
        'DATABASE_URL',
        'SESSION_SECRET',
        'OPENAI_API_KEY',
        'OPENAI_IMAGE_API_KEY',
        'S3_SECRET_ACCESS_KEY',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SMTP_URL',
        'SMTP_PASS',
        'LULU_CLIENT_SECRET',
        'OPERATOR_TOKEN',
      ].sort(),
    );
  });

  it("matches the README's Configuration table, variable for variable", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Demo and live modes'));
    const listed = [...section.matchAll(/^\| (`[A-Z][A-Z0-9_]*`(?: \/ `[A-Z][A-Z0-9_]*`)*) \|/gm)].flatMap(
      ([, cell = '']) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name),
    );
    expect([...listed].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
