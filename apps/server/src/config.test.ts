import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, runtimeConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      HOST: 'localhost',
      PORT: 8080,
      DATABASE_URL: 'sqlite:data/prepacode.sqlite',
      // Issue #21, point 10: no demo accounts nor published secret unless asked (npm start asks).
      DEMO_DATA: false,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
  });

  it('reads PORT, a postgres URL and booleans', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u:p@127.0.0.1/db',
      TRUST_PROXY: 'true',
    });
    expect(config.PORT).toBe(9000);
    expect(config.DATABASE_URL).toBe('postgres://u:p@127.0.0.1/db');
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('reads an empty variable as unset', () => {
    const config = loadConfig({ SMTP_URL: '', PUBLIC_URL: '', TAG_MANAGER_ID: '', PORT: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.TAG_MANAGER_ID).toBeUndefined();
    expect(config.PORT).toBe(8080);
  });

  it('reads each brand’s addresses and names a bad one in French', () => {
    const config = loadConfig({
      BRAND_ADDRESSES: JSON.stringify({
        orata: { login: 'https://portail.orata.example/connexion' },
        rcer: { backend: 'https://api.rcer.example' },
      }),
    });
    expect(runtimeConfig(config).brands).toEqual({
      orata: { login: 'https://portail.orata.example/connexion' },
      rcer: { backend: 'https://api.rcer.example' },
    });
    expect(loadConfig({}).BRAND_ADDRESSES).toEqual({});
    const problems = (variables: object) => {
      try {
        loadConfig({ BRAND_ADDRESSES: JSON.stringify(variables) });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ orata: { login: 'javascript:alert(1)' } })).toEqual([
      'BRAND_ADDRESSES.orata.login: adresse http(s) attendue',
    ]);
    expect(problems({ inconnue: {} })[0]).toMatch(/^BRAND_ADDRESSES: .*inconnue/);
  });

  it('lists every bad variable at once', () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
    ]);
    expect((thrown as ConfigError).message).toContain('Configuration invalide');
  });
});

describe('README', () => {
  it('documents every configuration variable', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const name of Object.keys(configSchema.shape)) {
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
    }
  });
});
