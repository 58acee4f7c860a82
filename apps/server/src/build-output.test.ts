import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What ships is the product, not its tests (issue #23, point 10): the build configurations of
// the server and the domain package leave out the tests and their support.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = `${root}node_modules/typescript/bin/tsc`;

const builtFiles = (project: string) =>
  execFileSync(process.execPath, [tsc, '-p', project, '--listFilesOnly'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.startsWith(root) && !file.includes('/node_modules/'));

describe('the builds', () => {
  it.each(['apps/server/tsconfig.build.json', 'packages/domain/tsconfig.build.json'])(
    '%s compiles no test, test support or security suite',
    (project) => {
      const files = builtFiles(project);
      expect(
        files.some((file) => file.endsWith('/src/app.ts') || file.endsWith('/src/licences.ts')),
      ).toBe(true);
      expect(
        files.filter((file) => /\.test\.ts$|\/src\/test\/|\/src\/hardening\//.test(file)),
      ).toEqual([]);
    },
    60_000,
  );
});
