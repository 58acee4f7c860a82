import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The documentation is read from a clone of this repository (issue #23, point 10): every
// relative link resolves to a file of the repository, and nothing points to the folders the
// team keeps beside it.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
// content/ holds lessons, whose pictures name files of content/media (checked by content:check).
const SKIPPED = new Set([
  'content',
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

const markdownFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return SKIPPED.has(name) ? [] : markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });

describe('the documentation', () => {
  it('links only to files of the repository', () => {
    const problems = markdownFiles(root).flatMap((file) => {
      // Examples in code blocks are not links.
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      const where = path.relative(root, file);
      const outside = /\.\.\/shared\/|\/work\//.test(text)
        ? [`${where}: names a path outside the repository`]
        : [];
      const links = [...text.matchAll(/\]\(<?([^)\s>]+)>?\)/g)].flatMap((match) => {
        const target = (match[1] ?? '').split('#')[0] ?? '';
        if (target === '' || /^[a-z]+:/i.test(target) || target.includes('<')) return [];
        const resolved = path.resolve(path.dirname(file), decodeURI(target));
        if (!resolved.startsWith(root)) return [`${where}: ${target} leaves the repository`];
        return existsSync(resolved) ? [] : [`${where}: ${target} does not exist`];
      });
      return [...outside, ...links];
    });
    expect(problems).toEqual([]);
  });
});
