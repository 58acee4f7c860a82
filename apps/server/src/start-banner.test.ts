import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startBanner } from './start-banner.js';
import { TEST_ENV, useTestApp } from '../test/helpers/test-app.js';

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
    expect(lines).toContain(
      'Données de démonstration\u202f: activées (DEMO_DATA=true), avec un mot de passe et un secret publiés\u202f; jamais en production.',
    );
    expect(lines.some((line) => line.includes('gerant@demo.test'))).toBe(true);
    expect(lines.some((line) => line.includes('depart@demo.test'))).toBe(true);
  });

  it('lists none on a database without them, and the public address when there is one', async () => {
    const config = loadConfig({
      ...TEST_ENV,
      DEMO_DATA: 'false',
      PUBLIC_URL: 'https://code.exemple.fr',
    });
    const lines = await startBanner(production.app.db, config, 8080);
    expect(lines.filter(Boolean)).toEqual([
      'Prépacode est prêt\u202f: https://code.exemple.fr',
      'Données de démonstration\u202f: désactivées (DEMO_DATA=false).',
    ]);
  });
});
