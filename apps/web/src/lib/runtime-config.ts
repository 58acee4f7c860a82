import {
  DEMO_CONTACT_API_KEYS,
  runtimeConfigSchema,
  selectEnvironment,
  type Environment,
  type RuntimeConfig,
} from '@prepacode/domain/environments';
import { z } from 'zod/mini';

// Without a server-written configuration (the Vite dev server), this page's own origin serves
// the API and the central sign-on, as `npm start` does.
const SAME_ORIGIN: RuntimeConfig = {
  environments: [],
  defaultEnvironment: {
    name: 'local',
    domain: 'localhost',
    backend: '',
    service: '',
    login: '/central/login',
  },
  production: false,
  tagManagerId: null,
  tagManagerOrigin: 'https://www.googletagmanager.com',
  contactApiKeys: { ...DEMO_CONTACT_API_KEYS },
  brands: {},
};

/** The configuration the server writes into the page (apps/server/src/plugins/pages.ts). */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById('configuration');
  if (!element?.textContent) return SAME_ORIGIN;
  try {
    const parsed = z.safeParse(runtimeConfigSchema, JSON.parse(element.textContent));
    return parsed.success ? parsed.data : SAME_ORIGIN;
  } catch {
    return SAME_ORIGIN;
  }
}

export const runtimeConfig = readRuntimeConfig();

/**
 * The environment this page runs in (spec §7): the one whose domain occurs in the origin, else
 * the default. An empty `service` means this page's own origin.
 */
export function currentEnvironment(origin = window.location.origin): Environment {
  const environment = selectEnvironment(
    runtimeConfig.environments,
    runtimeConfig.defaultEnvironment,
    origin,
  );
  return { ...environment, service: environment.service || origin };
}

/**
 * The central site's base (spec §7 "central" calls): its login address without `/login`, so
 * `/central` on this origin by default and another origin where the environment says so.
 */
export function centralBase(environment: Environment = currentEnvironment()): string {
  return (environment.login ?? '/central/login').replace(/\/login(?:[?#].*)?$/, '');
}
