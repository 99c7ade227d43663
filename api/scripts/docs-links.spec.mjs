import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { workspaceDirs } from '@storyloom/platform/workspaces';

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
  [
    ...readFileSync(file, 'utf8')
      .replace(/`[^`\n]*`/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g),
  ]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target));

describe('links in README.md and docs/', () => {
  it.each(PAGES.map((page) => relative(REPO_ROOT, page)))(
    'every relative link in %s leads to a file and heading that exist',
    (page) => {
      const file = join(REPO_ROOT, page);
      const broken = linksOf(file).filter((link) => {
        const [path, anchor] = link.split('#');
        const target = path ? join(dirname(file), path) : file;
        if (!existsSync(target)) return true;
        return (
          anchor !== undefined && statSync(target).isFile() && target.endsWith('.md') && !anchorsOf(target).has(anchor)
        );
      });
      expect(broken).toEqual([]);
    },
  );
});

/** Folders that hold no source of ours: dependencies, build and test output, local data. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  '.published',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.turbo',
]);
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
// Every workspace's code (api/ holds api/contracts and api/platform too) and the root's configuration files.
const SOURCES = [
  ...new Set([
    ...workspaceDirs()
      .filter((dir) => !workspaceDirs().some((other) => other !== dir && dir.startsWith(`${other}/`)))
      .flatMap(sourceFiles),
    ...readdirSync(REPO_ROOT)
      .filter((name) => /\.(?:[cm]?js|ts)$/.test(name))
      .map((name) => join(REPO_ROOT, name)),
  ]),
].map((file) => relative(REPO_ROOT, file));

/**
 * The original specification is a document outside this repository: code that cites its numbered sections points
 * nowhere a reader can follow. docs/spec-sections.md says which page of docs/ holds each section now.
 */
const SPEC_SECTION = /\bspec(?:'s)?\s+sections?\b|\bspec\s*§/i;

/** `docs/<path>.md` and an optional `#anchor`, where the path starts (not `shell/docs/...`). */
const DOCS_CITATION = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;

describe('code that cites our documentation', () => {
  it('finds source files to check, this one among them', () => {
    expect(SOURCES).toContain('api/scripts/docs-links.spec.mjs');
    expect(SOURCES).toContain('mf-premise/src/pages/Step2Page.tsx');
    expect(SOURCES.length).toBeGreaterThan(300);
  });

  it('cites docs/ pages, never a numbered section of the original specification', () => {
    const citing = SOURCES.flatMap((file) =>
      readFileSync(join(REPO_ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line, number: index + 1 })),
    )
      .filter(({ line }) => SPEC_SECTION.test(line))
      .map(({ file, line, number }) => `${file}:${number}: ${line.trim()}`);
    expect(citing).toEqual([]);
  });

  it('cites only docs/ pages and headings that exist', () => {
    const citations = SOURCES.flatMap((file) =>
      [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(DOCS_CITATION)].map(([citation]) => ({
        file,
        citation,
      })),
    );
    // The code cites docs/ well over a hundred times; far fewer found means the pattern broke.
    expect(citations.length).toBeGreaterThan(100);
    const broken = citations
      .filter(({ citation }) => {
        const [path, anchor] = citation.split('#');
        const target = join(REPO_ROOT, path);
        if (!existsSync(target)) return true;
        return anchor !== undefined && !anchorsOf(target).has(anchor);
      })
      .map(({ file, citation }) => `${file}: ${citation}`);
    expect(broken).toEqual([]);
  });
});
