// @ts-check
// `npm run test:hardening` (issue #21): the security suite, on SQLite and a throwaway PostgreSQL.
// The server must be built (`npm run build`): some parts run it as a process. CI runs the long
// parts with fewer iterations; HARDENING_FULL=1 runs the full counts the issue gives.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const report = process.env.HARDENING_REPORT;
const postgres = await startPostgres();
let status = 1;
try {
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project=hardening',
      '--reporter=default',
      ...(report ? ['--reporter=json', `--outputFile.json=${report}`] : []),
    ],
    { stdio: 'inherit', env: { ...process.env, TEST_PG_URL: postgres.url } },
  );
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
