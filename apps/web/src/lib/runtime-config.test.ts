import { ENVIRONMENTS, type RuntimeConfig } from '@prepacode/domain/environments';
import { describe, expect, it } from 'vitest';
import { centralBase, readRuntimeConfig } from './runtime-config';

const page = (content: string) => {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<script id="configuration" type="application/json">${content}</script>`;
  return doc;
};

describe('run-time configuration (one build for every deployment)', () => {
  it('reads what the server wrote into the page', () => {
    const written: RuntimeConfig = {
      environments: [...ENVIRONMENTS],
      defaultEnvironment: { name: 'local', domain: 'localhost', backend: '', service: '' },
      production: true,
      tagManagerId: 'GTM-ABC1234',
      tagManagerOrigin: 'https://www.googletagmanager.com',
      contactApiKeys: { prepacode: 'cle-publique-de-prepacode' },
      brands: { orata: { login: 'https://portail.orata.example/connexion' } },
    };
    expect(readRuntimeConfig(page(JSON.stringify(written)))).toEqual(written);
  });

  it('falls back to this origin when the page carries none or a broken one', () => {
    for (const doc of [document.implementation.createHTMLDocument(), page('{oops'), page('{}')]) {
      const config = readRuntimeConfig(doc);
      expect(config.environments).toEqual([]);
      expect(config.defaultEnvironment.backend).toBe('');
      expect(config.tagManagerId).toBeNull();
      // `npm start`'s keys, so the contact form works against a server on this origin.
      expect(config.contactApiKeys.prepacode).toBe('demo-contact-prepacode');
    }
  });

  it('finds the central site from the environment’s login address, else /central here', () => {
    const local = { name: 'local', domain: 'localhost', backend: '', service: '' };
    expect(centralBase(local)).toBe('/central');
    expect(centralBase({ ...local, login: '/central/login' })).toBe('/central');
    for (const environment of ENVIRONMENTS.filter((e) => e.login)) {
      expect(centralBase(environment)).toMatch(
        /^https:\/\/connexion[\w-]*\.prepacode\.fr\/central$/,
      );
    }
  });
});
