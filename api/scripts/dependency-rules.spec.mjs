import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = join(REPO_ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(REPO_ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
/** The top-level folders that hold the workspaces: everything a team ships. */
const WORKSPACE_ROOTS = [
  ...new Set(
    JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).workspaces.map((dir) => dir.split('/')[0]),
  ),
];
// Cruising every workspace with TypeScript's resolution takes a while on a busy machine; nothing here measures speed.
const CRUISE_TIMEOUT_MS = 240_000;

/** The violations dependency-cruiser reports for `folders` under `cwd`, as "rule: from -> to" lines. */
function violations(cwd, folders) {
  let output;
  try {
    output = execFileSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'json', ...folders], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // It exits non-zero when it finds violations; its report is still on stdout.
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  return JSON.parse(output).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
}

describe('the import boundaries between teams (.dependency-cruiser.cjs)', () => {
  it(
    'hold across the repository: a violation names the rule and the import to change',
    () => {
      expect(violations(REPO_ROOT, WORKSPACE_ROOTS)).toEqual([]);
    },
    CRUISE_TIMEOUT_MS,
  );

  it('lists as known exceptions only relative imports that still exist, so removing one tightens the rule', () => {
    const { knownCrossPackageImports } = createRequire(import.meta.url)(CONFIG);
    const stale = knownCrossPackageImports.filter(({ from, to }) => {
      const source = join(REPO_ROOT, from);
      if (!existsSync(source)) return true;
      // The import names the target's path from the importer, its extension as written (`.js` for a `.ts` file).
      const target = relative(dirname(source), join(REPO_ROOT, to)).replace(/\.[^./]+$/, '');
      return !readFileSync(source, 'utf8').includes(`'${target}.`);
    });
    expect(stale).toEqual([]);
  });
});

/** A throw-away tree shaped like the repository, each file importing across one boundary. */
describe('the dependency rules refuse', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-dependency-rules-'));
    write(
      'api/src/premise/premise.service.ts',
      "import { readStory } from './story-draft.js';\nexport const story = readStory;\n",
    );
    write('api/src/premise/story-draft.ts', 'export const readStory = () => undefined;\n');
    write('mf-premise/src/CharacterEditor.tsx', 'export const CharacterEditor = () => null;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it(
    "a remote importing another remote's code, a module reading another's internals, platform code depending on a step, and a relative import into another package",
    () => {
      write(
        'mf-cover/src/cover.ts',
        "import { CharacterEditor } from '../../mf-premise/src/CharacterEditor.js';\nexport const editor = CharacterEditor;\n",
      );
      write(
        'api/src/outline/outline.service.ts',
        "import { readStory } from '../premise/story-draft.js';\nexport const story = readStory;\n",
      );
      write(
        'api/src/draft/draft.service.ts',
        "import { story } from '../premise/premise.service.js';\nexport const draft = story;\n",
      );
      write(
        'shell/src/banner.ts',
        "import { story } from '../../api/src/premise/premise.service.js';\nexport const banner = story;\n",
      );

      expect(violations(root, ['api', 'mf-cover', 'mf-premise', 'shell']).sort()).toEqual([
        'api-module-through-exported-service: api/src/outline/outline.service.ts -> api/src/premise/story-draft.ts',
        'api-platform-not-into-modules: api/src/draft/draft.service.ts -> api/src/premise/premise.service.ts',
        'no-relative-import-out-of-mf-cover: mf-cover/src/cover.ts -> mf-premise/src/CharacterEditor.tsx',
        'no-relative-import-out-of-shell: shell/src/banner.ts -> api/src/premise/premise.service.ts',
        'remote-imports-own-code-kit-contracts: mf-cover/src/cover.ts -> mf-premise/src/CharacterEditor.tsx',
      ]);
    },
    CRUISE_TIMEOUT_MS,
  );

  it(
    "a configuration section importing another's, the composition reaching past a module's section, and other platform code importing a section",
    () => {
      write('api/src/config/config-section.ts', 'export const configSection = (section) => section;\n');
      write(
        'api/src/premise/premise.config.ts',
        "import { configSection } from '../config/config-section.js';\nexport const premiseSection = configSection({});\n",
      );
      write(
        'api/src/outline/outline.config.ts',
        "import { premiseSection } from '../premise/premise.config.js';\nexport const outlineSection = premiseSection;\n",
      );
      write(
        'api/src/config/env.schema.ts',
        "import { premiseSection } from '../premise/premise.config.js';\nimport { story } from '../premise/premise.service.js';\nexport const sections = [premiseSection, story];\n",
      );
      write(
        'api/src/config/startup-summary.ts',
        "import { premiseSection } from '../premise/premise.config.js';\nexport const summary = premiseSection;\n",
      );

      expect(violations(root, ['api']).sort()).toEqual(
        [
          'api-module-through-exported-service: api/src/outline/outline.config.ts -> api/src/premise/premise.config.ts',
          'api-module-through-exported-service: api/src/config/startup-summary.ts -> api/src/premise/premise.config.ts',
          'api-platform-not-into-modules: api/src/config/startup-summary.ts -> api/src/premise/premise.config.ts',
          'config-composition-imports-only-sections: api/src/config/env.schema.ts -> api/src/premise/premise.service.ts',
          'config-section-stands-alone: api/src/outline/outline.config.ts -> api/src/premise/premise.config.ts',
        ].sort(),
      );
    },
    CRUISE_TIMEOUT_MS,
  );

  it(
    "nothing when a module reads another step's data through that module's exported service",
    () => {
      write(
        'api/src/outline/outline.service.ts',
        "import { story } from '../premise/premise.service.js';\nexport const outline = story;\n",
      );

      expect(violations(root, ['api'])).toEqual([]);
    },
    CRUISE_TIMEOUT_MS,
  );
});
