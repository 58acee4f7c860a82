import { typographySlips } from '@prepacode/domain/typography';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every string a person can read in the product (the SPA, the central pages, the server's
// messages and mails, the shared contracts' errors) follows the French typography of
// @prepacode/domain/typography (issue #18, point 10). Tests and the `test` folders of their
// support are not read, nor the rule itself, which quotes the slips it reports.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const FOLDERS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|^typography\.ts$/.test(name)
      ? [full]
      : [];
  });

/** The texts of a source file: string literals, template parts and JSX text, with their line. */
function textsOf(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      texts.push({ line: line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('the UI strings', () => {
  it('use French typography: U+202F before ? ! ; : and inside « », e‑mail unbroken', () => {
    const slips = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder))).flatMap(
      (file) =>
        textsOf(file).flatMap(({ line, text }) =>
          typographySlips(text).map(
            (slip) => `${path.relative(root, file)}:${line} ${slip.message}: ${text.trim()}`,
          ),
        ),
    );
    expect(slips).toEqual([]);
  });
});
