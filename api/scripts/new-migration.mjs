#!/usr/bin/env node
// `npm run migration:new -w @storyloom/api -- add_gift_wrap`: a new migration file named by the UTC time
// (api/src/database/migrations/20261127161500_add_gift_wrap.ts) and its line in the index, which sorts by id, so
// two teams adding migrations at the same time get two ids and a one-line merge instead of both taking 0021.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Usage: npm run migration:new -w @storyloom/api -- <name in lower_snake_case>');
  process.exit(2);
}
const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'database', 'migrations');
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const id = `${stamp}_${name}`;
const constant = `migration${stamp}${name.replace(/(^|_)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase())}`;

writeFileSync(
  join(folder, `${id}.ts`),
  `import type { Migration } from '../migration.js';\n\n/** Why this change: what it stores, and what reads it. */\nexport const ${constant}: Migration = {\n  id: '${id}',\n  sql: \`\`,\n};\n`,
  { flag: 'wx' },
);
const indexFile = join(folder, 'index.ts');
const index = readFileSync(indexFile, 'utf8')
  .replace(/(\nimport [^\n]+\n)(\n)/, `$1import { ${constant} } from './${id}.js';\n$2`)
  .replace(/\n\]\.sort\(/, `\n  ${constant},\n].sort(`);
writeFileSync(indexFile, index);
console.log(`api/src/database/migrations/${id}.ts: write its SQL; the index lists it.`);
