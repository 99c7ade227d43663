// The records of what each released remote version asks the API (api/contracts/published-calls/<remote>/<version>.json,
// replayed by api/test/published-remote-calls.spec.ts) are releases, like the published folders: once a remote's
// version has moved on, its record never changes, or the contract test would check a version nobody can pin.
// `npm run contract:record` writes the current versions' records only; this finds an older one that changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RECORDS_DIR = 'api/contracts/published-calls';

const git = (root, ...args) =>
  execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The file's text at a commit, or undefined where it did not exist. */
function textAt(root, commit, path) {
  try {
    return git(root, 'show', `${commit}:${path}`);
  } catch {
    return undefined;
  }
}

const versionAt = (root, commit, manifest) => {
  const text = textAt(root, commit, manifest);
  return text === undefined ? undefined : JSON.parse(text).version;
};

/**
 * The record as released: as the newest commit that wrote it while `version` was the remote's own left it, or,
 * for a record added after that (an older version recorded later), as it was first committed. Undefined while the
 * record is not committed yet (being added). Commits are read on every merged branch, so a record made on one
 * branch and a version moved on another still meet.
 */
function releasedText(root, remote, version, record) {
  const manifest = `${remote}/package.json`;
  const writes = git(root, 'log', '--format=%H', '--', record).split('\n').filter(Boolean);
  const whileCurrent = writes.find((commit) => versionAt(root, commit, manifest) === version);
  if (whileCurrent !== undefined) return textAt(root, whileCurrent, record);
  return writes.length === 0 ? undefined : textAt(root, writes.at(-1), record);
}

/** One sentence per record of a released (no longer current) version that differs from the record released. */
export function changedReleasedRecords(root) {
  const dir = join(root, RECORDS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: remote }) => {
      const current = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8')).version;
      return readdirSync(join(dir, remote))
        .filter((file) => file.endsWith('.json') && file !== `${current}.json`)
        .flatMap((file) => {
          const record = `${RECORDS_DIR}/${remote}/${file}`;
          const released = releasedText(root, remote, file.slice(0, -'.json'.length), record);
          if (released === undefined || released === readFileSync(join(root, record), 'utf8')) return [];
          return [
            `${record} changed after ${remote} ${file.slice(0, -'.json'.length)} was released: restore it (git checkout), and record a change of calls under a new version`,
          ];
        });
    });
}
