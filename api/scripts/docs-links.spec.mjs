import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';

/** README.md and every page under docs/: code comments and people follow these links, so each must lead somewhere. */
const markdownFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
const PAGES = [join(REPO_ROOT, 'README.md'), ...markdownFiles(join(REPO_ROOT, 'docs'))];

/** GitHub's heading anchors: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading)));

/** Relative links only: [text](target) outside code spans; external addresses are not checked here. */
const linksOf = (file) =>
  [...readFileSync(file, 'utf8').replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target));

describe('links in README.md and docs/', () => {
  it.each(PAGES.map((page) => relative(REPO_ROOT, page)))('every relative link in %s leads to a file and heading that exist', (page) => {
    const file = join(REPO_ROOT, page);
    const broken = linksOf(file).filter((link) => {
      const [path, anchor] = link.split('#');
      const target = path ? join(dirname(file), path) : file;
      if (!existsSync(target)) return true;
      return anchor !== undefined && statSync(target).isFile() && target.endsWith('.md') && !anchorsOf(target).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
