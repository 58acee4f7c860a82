import type { Theme } from '@prepacode/domain/brands';
import { centralBase, currentEnvironment } from '../../lib/runtime-config';

/**
 * Where « Se connecter » leads (spec §2): the partner's own portal for a brand that signs in
 * externally, otherwise the central sign-on page of this environment, told to come back here
 * with the brand: to the app's start, or to `back`, a page of this app the ticket returns to.
 */
export function signInHref(brand: Theme, back?: string): string {
  if (brand.login.external) return brand.login.path;
  const environment = currentEnvironment();
  const service = back ?? environment.service;
  const params = new URLSearchParams({ service, from: brand.login.from });
  return `${environment.login ?? '/central/login'}?${params.toString()}`;
}

/** The central site's own « Mot de passe oublié » page, for this brand, coming back here. */
export function forgottenPasswordHref(brand: Theme): string {
  const environment = currentEnvironment();
  const params = new URLSearchParams({ service: environment.service, from: brand.name });
  return `${centralBase(environment)}/mot-de-passe-oublie?${params.toString()}`;
}
