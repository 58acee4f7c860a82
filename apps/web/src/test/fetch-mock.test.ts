// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #23, point 7: one fetch mock for the web tests, fetch-mock.ts; no test stubs fetch its own way.
const src = path.join(__dirname, '..');
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && path.join(src, file) !== path.join(__dirname, 'fetch-mock.ts'),
);

describe('the web tests', () => {
  it('stub fetch only through src/test/fetch-mock.ts', () => {
    const own = files.filter((file) =>
      /stubGlobal\(\s*['"]fetch['"]|spyOn\(\s*(globalThis|window),\s*['"]fetch['"]/.test(
        readFileSync(path.join(src, file), 'utf8'),
      ),
    );
    expect(own).toEqual([]);
  });
});
