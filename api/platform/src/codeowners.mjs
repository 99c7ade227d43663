import { readFileSync } from 'node:fs';

/**
 * Reads a GitHub CODEOWNERS file and answers "which line owns this path", with GitHub's rules: patterns work like
 * .gitignore (a leading "/" anchors to the repository root, a trailing "/" means a folder and everything in it,
 * "*" stays within one path segment, "**" crosses them) and the LAST matching line wins.
 */

const escapeRegExp = (text) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

function patternToRegExp(pattern) {
  const anchored = pattern.startsWith('/') || pattern.replace(/\/$/, '').includes('/');
  const body = pattern
    .replace(/^\//, '')
    .replace(/\/$/, '')
    .split('**')
    .map((part) => escapeRegExp(part).replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
    .join('.*');
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}(?:/.*)?$`);
}

/** The rules of a CODEOWNERS text, in file order: { line, pattern, owners }. Comments and blank lines are skipped. */
export function parseCodeowners(text) {
  return text.split('\n').flatMap((raw, index) => {
    const content = raw.replace(/#.*/, '').trim();
    if (!content) return [];
    const [pattern, ...owners] = content.split(/\s+/);
    return [{ line: index + 1, pattern, owners, regExp: patternToRegExp(pattern) }];
  });
}

export const readCodeowners = (file) => parseCodeowners(readFileSync(file, 'utf8'));

/** The rule that owns `path` (relative to the repository root, no leading "/"), or undefined. */
export function ownerRule(rules, path) {
  return rules.findLast((rule) => rule.regExp.test(path));
}
