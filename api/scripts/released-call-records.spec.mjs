import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedReleasedRecords, RECORDS_DIR } from './released-call-records.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('records of released remote versions', () => {
  it('are as they were released in this repository', () => {
    expect(changedReleasedRecords(REPO_ROOT)).toEqual([]);
  });
});

/** A throw-away repository with one remote, mf-gift, to watch a record through its version's release. */
describe('changedReleasedRecords', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const version = (value) => write('mf-gift/package.json', JSON.stringify({ name: 'mf-gift', version: value }));
  const record = (value, calls) =>
    write(`${RECORDS_DIR}/mf-gift/${value}.json`, JSON.stringify({ version: value, calls }));
  const commit = (message) => {
    execFileSync('git', ['-C', root, 'add', '-A']);
    execFileSync('git', [
      '-C',
      root,
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      'commit',
      '-qm',
      message,
    ]);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-call-records-'));
    execFileSync('git', ['init', '-q', root]);
    version('0.1.0');
    record('0.1.0', ['GET /api/step1']);
    commit('mf-gift 0.1.0');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("lets the current version's record be recorded again", () => {
    record('0.1.0', ['GET /api/step1', 'POST /api/step1']);
    expect(changedReleasedRecords(root)).toEqual([]);
    commit('re-recorded');
    expect(changedReleasedRecords(root)).toEqual([]);
  });

  it('finds a released record changed, before and after it is committed', () => {
    record('0.1.0', ['GET /api/step1', 'POST /api/step1']);
    commit('re-recorded while current');
    version('0.1.1');
    record('0.1.1', ['POST /api/step1']);
    commit('mf-gift 0.1.1');
    expect(changedReleasedRecords(root)).toEqual([]);

    record('0.1.0', ['GET /api/step1']);
    const problem = `${RECORDS_DIR}/mf-gift/0.1.0.json changed after mf-gift 0.1.0 was released: restore it (git checkout), and record a change of calls under a new version`;
    expect(changedReleasedRecords(root)).toEqual([problem]);
    commit('changed a released record');
    expect(changedReleasedRecords(root)).toEqual([problem]);
  });

  it('takes a record re-recorded on one branch while a second branch moved the version on, once both are merged', () => {
    const git = (...args) =>
      execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args]);
    git('checkout', '-qb', 'records');
    record('0.1.0', ['GET /api/step1', 'POST /api/step1']);
    commit('re-recorded while current, on a branch');
    git('checkout', '-q', '-');
    version('0.1.1');
    record('0.1.1', ['POST /api/step1']);
    commit('mf-gift 0.1.1, on the other branch');
    git('merge', '-q', '--no-edit', 'records');
    expect(changedReleasedRecords(root)).toEqual([]);
  });

  it('finds a record overwritten in the commit that moved the version on', () => {
    version('0.1.1');
    record('0.1.0', ['POST /api/step1']);
    record('0.1.1', ['POST /api/step1']);
    commit('mf-gift 0.1.1, recorded over 0.1.0 too');
    expect(changedReleasedRecords(root)).toEqual([
      expect.stringContaining('0.1.0.json changed after mf-gift 0.1.0 was released'),
    ]);
  });

  it('keeps an older version recorded later as it was first committed', () => {
    record('0.0.9', ['GET /api/step1']);
    expect(changedReleasedRecords(root)).toEqual([]);
    commit('recorded 0.0.9 from history');
    record('0.0.9', ['GET /api/step2']);
    expect(changedReleasedRecords(root)).toEqual([
      expect.stringContaining('0.0.9.json changed after mf-gift 0.0.9 was released'),
    ]);
  });
});
