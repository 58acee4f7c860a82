import { z } from 'zod/mini';
import { hostOf } from './host.js';

/**
 * One deployment the SPA may be served from (spec §1 "The environment also lists variants"):
 * `domain` is matched against the page origin; `backend` is the API base ('' = same origin);
 * `service` is what the central sign-on sends learners back to; `login` is the central sign-on
 * page and `loginError` the same page with its error flag, for the deployments that have them.
 */
export const environmentSchema = z.object({
  name: z.string().check(z.minLength(1)),
  domain: z.string().check(z.minLength(1)),
  backend: z.string(),
  service: z.string(),
  login: z.optional(z.string()),
  loginError: z.optional(z.string()),
  /** The brand this deployment shows to a visitor who has none stored (issue #20, point 2). */
  theme: z.optional(z.string()),
});
export type Environment = z.infer<typeof environmentSchema>;

const webAddress = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'adresse http(s) attendue'));

/**
 * What an operator sets per brand at run time (spec §3 Theme: « login address and backend
 * address »; issue #20, point 2): its partner's sign-in and sign-in-error pages, the header's
 * link back to the partner, and a backend of its own. Unset, the brand signs in on our central
 * page, shows no partner link and calls the deployment's backend.
 */
export const brandAddressesSchema = z.object({
  login: z.optional(webAddress),
  loginError: z.optional(webAddress),
  headerLink: z.optional(webAddress),
  headerLinkName: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  backend: z.optional(webAddress),
});
export type BrandAddresses = z.infer<typeof brandAddressesSchema>;

/**
 * The run-time configuration the server writes into each page (one build for every brand and
 * deployment, architecture brief): the environment list, the one used when no domain matches,
 * production mode, the tag-manager container (spec §1), each brand's public key for the
 * contact mail API (spec §7 `POST central /api/eleve/mail`, "API-key header") and addresses.
 */
export const runtimeConfigSchema = z.object({
  environments: z.array(environmentSchema),
  defaultEnvironment: environmentSchema,
  production: z.boolean(),
  tagManagerId: z.nullable(z.string()),
  tagManagerOrigin: z.string(),
  contactApiKeys: z.record(z.string(), z.string()),
  /** Each brand's addresses, by brand name (BrandAddresses). */
  brands: z.record(z.string(), brandAddressesSchema),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The contact keys of `npm start` (the server's CONTACT_API_KEYS default): public by design, as
 * each page carries its brand's; an operator sets its own (docs/operations.md).
 */
export const DEMO_CONTACT_API_KEYS: Readonly<Record<string, string>> = {
  prepacode: 'demo-contact-prepacode',
  orata: 'demo-contact-orata',
  rcer: 'demo-contact-rcer',
  inris: 'demo-contact-inris',
  michelin: 'demo-contact-michelin',
  prepaconduite: 'demo-contact-prepaconduite',
};

const central = (host: string) => `https://${host}/central/login`;

/**
 * The six deployments of spec §1, with our addresses. Four have a central login address and
 * three a login-error address (the login address with its error flag). The operator replaces
 * this list through the server's ENVIRONMENTS variable.
 */
export const ENVIRONMENTS: readonly Environment[] = [
  {
    name: 'application',
    domain: 'app.prepacode.fr',
    backend: 'https://api.prepacode.fr',
    service: 'https://app.prepacode.fr',
    login: central('connexion.prepacode.fr'),
    loginError: `${central('connexion.prepacode.fr')}?error=true`,
  },
  {
    name: 'academie',
    domain: 'academie.prepacode.fr',
    backend: 'https://api-academie.prepacode.fr',
    service: 'https://academie.prepacode.fr',
    login: central('connexion-academie.prepacode.fr'),
    loginError: `${central('connexion-academie.prepacode.fr')}?error=true`,
  },
  {
    name: 'code-en-ligne',
    domain: 'code-en-ligne.prepacode.fr',
    backend: 'https://api-code-en-ligne.prepacode.fr',
    service: 'https://code-en-ligne.prepacode.fr',
    login: central('connexion-code-en-ligne.prepacode.fr'),
    loginError: `${central('connexion-code-en-ligne.prepacode.fr')}?error=true`,
  },
  {
    name: 'formation-en-ligne',
    domain: 'formation-en-ligne.prepacode.fr',
    backend: 'https://api-formation.prepacode.fr',
    service: 'https://formation-en-ligne.prepacode.fr',
    login: central('connexion-formation.prepacode.fr'),
  },
  {
    name: 'tests',
    domain: 'tests.prepacode.fr',
    backend: 'https://api-tests.prepacode.fr',
    service: 'https://tests.prepacode.fr',
  },
  {
    name: 'conduite',
    domain: 'conduite.prepacode.fr',
    backend: 'https://api-conduite.prepacode.fr',
    service: 'https://conduite.prepacode.fr',
    // The driving-practice variant is sold under Prépaconduite (spec §1).
    theme: 'prepaconduite',
  },
];

/**
 * Whether a page's host is a deployment's domain: the same host, or, for a domain declared with
 * a leading dot (`.exemple.fr`), any host under it. Never a substring: `prepaconduite.prepacode.fr`
 * is not `conduite.prepacode.fr` (issue #20, point 2).
 */
export function hostMatches(host: string, domain: string): boolean {
  const wanted = domain.toLowerCase();
  const name = host.toLowerCase();
  if (wanted.startsWith('.')) return name.endsWith(wanted) || name === wanted.slice(1);
  return name === wanted;
}

/** Spec §7: the environment whose domain is the page's host, else the default. */
export function selectEnvironment(
  environments: readonly Environment[],
  fallback: Environment,
  origin: string,
): Environment {
  const host = hostOf(origin);
  return environments.find((environment) => hostMatches(host, environment.domain)) ?? fallback;
}
