import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startBanner } from './start-banner.js';
import { TEST_ENV, useTestApp } from './test/test-app.js';

// Issue #20, point 4: the start banner names the real address and only demo accounts that exist.

describe('the start banner', () => {
  const demo = useTestApp('sqlite');
  const production = useTestApp('sqlite', { DEMO_DATA: 'false' });

  it('lists the demo accounts of a demo database, at this server’s address', async () => {
    const lines = await startBanner(
      demo.app.db,
      loadConfig({ ...TEST_ENV, HOST: '0.0.0.0' }),
      8080,
    );
    expect(lines).toContain('Prépacode est prêt\u202f: http://localhost:8080');
    expect(lines.some((line) => line.includes('gerant@demo.test'))).toBe(true);
    expect(lines.some((line) => line.includes('depart@demo.test'))).toBe(true);
  });

  it('lists none on a database without them, and the public address when there is one', async () => {
    const config = loadConfig({ ...TEST_ENV, PUBLIC_URL: 'https://code.exemple.fr' });
    const lines = await startBanner(production.app.db, config, 8080);
    expect(lines.filter(Boolean)).toEqual(['Prépacode est prêt\u202f: https://code.exemple.fr']);
  });
});
