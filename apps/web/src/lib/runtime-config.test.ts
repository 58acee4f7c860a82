import { ENVIRONMENTS, type RuntimeConfig } from '@prepacode/domain/environments';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

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
    };
    expect(readRuntimeConfig(page(JSON.stringify(written)))).toEqual(written);
  });

  it('falls back to this origin when the page carries none or a broken one', () => {
    for (const doc of [document.implementation.createHTMLDocument(), page('{oops'), page('{}')]) {
      const config = readRuntimeConfig(doc);
      expect(config.environments).toEqual([]);
      expect(config.defaultEnvironment.backend).toBe('');
      expect(config.tagManagerId).toBeNull();
    }
  });
});
