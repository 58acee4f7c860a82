import type { Theme } from '@prepacode/domain/brands';
import { centralBase, currentEnvironment } from '../../lib/runtime-config';

/**
 * Where « Se connecter » leads (spec §2): the partner's own portal for a brand that signs in
 * externally, otherwise the central sign-on page of this environment, told to come back here
 * with the brand.
 */
export function signInHref(brand: Theme): string {
  if (brand.login.external) return brand.login.path;
  const environment = currentEnvironment();
  const params = new URLSearchParams({ service: environment.service, from: brand.login.from });
  return `${environment.login ?? '/central/login'}?${params.toString()}`;
}

/** The central site's own « Mot de passe oublié » page, for this brand, coming back here. */
export function forgottenPasswordHref(brand: Theme): string {
  const environment = currentEnvironment();
  const params = new URLSearchParams({ service: environment.service, from: brand.name });
  return `${centralBase(environment)}/mot-de-passe-oublie?${params.toString()}`;
}
