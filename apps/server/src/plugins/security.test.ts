import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { sendRaw, useListeningApp } from '../../test/helpers/raw-http.js';
import { TEST_ENV } from '../../test/helpers/test-app.js';
import { securityHeaders } from './security.js';

describe('content security policy', () => {
  it('lets the page call the backends and central sites of the configured deployments and brands only, and show the backends’ pictures', () => {
    const environments = [
      {
        name: 'partenaire',
        domain: 'code.partenaire.fr',
        backend: 'https://api.partenaire.fr/v1',
        service: 'https://code.partenaire.fr',
        login: 'https://connexion.partenaire.fr/central/login',
      },
      { name: 'local', domain: 'localhost', backend: '', service: 'http://localhost:8080' },
    ];
    const csp = securityHeaders(
      loadConfig({
        ...TEST_ENV,
        DATABASE_URL: 'sqlite::memory:',
        ENVIRONMENTS: JSON.stringify(environments),
        BRAND_ADDRESSES: JSON.stringify({
          rcer: { backend: 'https://api.rcer.example/v2', login: 'https://rcer.example/connexion' },
        }),
      }),
    )['content-security-policy'];
    const connect = /connect-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ');
    expect(connect).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://api.partenaire.fr',
      'https://connexion.partenaire.fr',
      'https://api.rcer.example',
    ]);
    // The questions' pictures and videos come from the backend, not from the central site.
    expect(/img-src ([^;]*)/.exec(csp ?? '')?.[1]).toBe(
      "'self' data: blob: https://www.googletagmanager.com https://api.partenaire.fr https://api.rcer.example",
    );
    expect(/media-src ([^;]*)/.exec(csp ?? '')?.[1]).toBe(
      "'self' https://api.partenaire.fr https://api.rcer.example",
    );
  });
});

describe('caching of personal answers', () => {
  const context = useListeningApp();

  // The router takes these forms of an API address too: the answer is the API's.
  it.each([
    ['an absolute-form address', 'GET http://ailleurs.example/api/health HTTP/1.1'],
    ['a doubled slash', 'GET //api/health HTTP/1.1'],
  ])('says no-store for %s', async (_case, line) => {
    const answer = await sendRaw(context.port, `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.headers).toMatch(/\r\ncache-control: no-store\r\n/i);
  });
});
