import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserUse, CHROMIUM_PROJECTS } from './support/browser';

// scripts/test.mjs picks a free port and a fresh database file; these defaults serve a manual run.
const port = Number(process.env.E2E_PORT ?? 8091);
const databaseUrl =
  process.env.E2E_DATABASE_URL ?? `sqlite:${path.join(tmpdir(), `prepacode-e2e-${port}.sqlite`)}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The server's mail outbox, for specs that read a mail. */
export const E2E_OUTBOX = path.join(tmpdir(), `prepacode-e2e-outbox-${port}`);

/** A partner for the auto-login test (e2e/support/partner.ts signs its tokens). */
export const E2E_PARTNER = {
  id: 'partenaire-e2e',
  secret: 'secret-du-partenaire-de-test-e2e-32-caracteres',
  issuer: 'https://partenaire-e2e.example',
  structure: 'demo-auto-ecole',
};

/**
 * The partner brands' own pages (BRAND_ADDRESSES): run-time configuration, as an operator sets
 * it; specs route these hosts to stand-in pages.
 */
export const E2E_BRAND_ADDRESSES = {
  orata: {
    login: 'https://portail-orata.example/connexion',
    loginError: 'https://portail-orata.example/connexion?error=true',
    headerLink: 'https://portail-orata.example/tableau-de-bord',
    headerLinkName: 'Retour au tableau de bord général',
  },
  rcer: {
    login: 'https://portail-rcer.example/connexion',
    loginError: 'https://portail-rcer.example/connexion?error=true',
    headerLink: 'https://portail-rcer.example/espace-membre',
    headerLinkName: 'Retour au tableau de bord général',
  },
  // The institution has a portal but no error page of its own.
  inris: { login: 'https://portail-inris.example/connexion' },
};

/** The boat publisher's secret, with which e2e/sign-up.spec.ts signs its link. */
export const E2E_VAGNON_SECRET = 'secret-de-l-editeur-partenaire-pour-les-tests-e2e';

/**
 * The server's environment, which the fixtures' operator (support/operator.ts) loads too: the
 * same database, outbox and public address as the server it prepares data for.
 */
export const E2E_SERVER_ENV = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  // scrypt at 2^12 rather than production's 2^17 (629 ms of a core a hash, two a new account):
  // the suite makes and signs in hundreds of accounts. Four specs rich in sign-ins took 186–190 s
  // and 333–341 CPU-s at 17, 169–171 s and 302–306 CPU-s at 12 (alternated, 2026-12-05). The
  // deployment test (scripts/test-deploy.mjs) keeps the production default.
  PASSWORD_HASH_COST: '12',
  NODE_ENV: 'production',
  // The demo school and accounts, as `npm start` loads them (scripts/start.mjs).
  DEMO_DATA: 'true',
  PARTNERS: JSON.stringify([E2E_PARTNER]),
  OUTBOX_DIR: E2E_OUTBOX,
  VAGNON_SECRET: E2E_VAGNON_SECRET,
  BRAND_ADDRESSES: JSON.stringify(E2E_BRAND_ADDRESSES),
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // deploy/ needs nginx and two nodes: `npm run test:deploy` runs it.
  testIgnore: 'deploy/**',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Twice Playwright's default: CI's machine runs some tests at 25–29 s of a 30 s limit at its
  // slow hours (stop 85 failed on one). A hang still fails within the minute; scripts/test.mjs
  // prints the tests closest to their limit after each run.
  timeout: 60_000,
  // One a core: the suite is bound by the CPU (Chromium's renderer), not by its waits. Three
  // workers took 212 and 207 s where two took 211 and 221 s on four specs (alternated,
  // 2026-12-06), and 200 and 225 s where two took 205 and 225 s on three specs with the headless
  // shell (ADR 0040): no gain worth a third browser's memory.
  workers: 2,
  reporter: [['list']],
  use: browserUse(`http://127.0.0.1:${port}`),
  projects: CHROMIUM_PROJECTS,
  webServer: {
    // The production build served by the real server, as `npm start` does.
    command: 'node apps/server/dist/server.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_SERVER_ENV,
  },
});
