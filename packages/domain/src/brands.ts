import type { BrandAddresses } from './environments.js';
import { hostOf } from './host.js';
import type { LicenceIcon } from './licences.js';

/** The six brand (theme) names of spec §1; prepacode is the default. */
export const BRAND_NAMES = [
  'prepacode',
  'orata',
  'rcer',
  'inris',
  'michelin',
  'prepaconduite',
] as const;
export type BrandName = (typeof BRAND_NAMES)[number];
export const DEFAULT_BRAND: BrandName = 'prepacode';

export function isBrandName(value: string): value is BrandName {
  return (BRAND_NAMES as readonly string[]).includes(value);
}

/** The Theme entity of spec §3, field for field. */
export interface Theme {
  name: BrandName;
  appTitle: string;
  /** A brand is chosen when this occurs in the page origin (spec §4 "Theme selection"). */
  domainName: string;
  /** Header, buttons, links and active tabs; white text on it. */
  primary: string;
  /** Accents (highlights, badges); dark text on it. */
  secondary: string;
  /** The other four slots: charts and status accents; white text on each. */
  tertiary: string;
  fourth: string;
  fifth: string;
  sixth: string;
  /** When true the header logo depends on the licence: prefix + '-' + licence icon + postfix. */
  logoAccordingToLicense: boolean;
  logoPrefix: string;
  logoPostfix: string;
  showGuides: boolean;
  footer: {
    copyRightLabelPrefix: string;
    displayCgu: boolean;
    cguUrl: string;
    displayCharter: boolean;
    charterUrl: string;
    displayLegalNotice: boolean;
  };
  /** Where « Se connecter » leads: a page of ours, or the partner's own portal when external. */
  login: { external: boolean; path: string; from: BrandName };
  /** Where a failed login lands: our page with `error=true`, or the partner's address. */
  loginError: { external: boolean; path: string };
  favicon: string;
  headerImg: string | null;
  welcomePage: { tabName: string; title: string };
  player: { showIcon: boolean };
  headerLink: string | null;
  headerLinkName: string | null;
}

// Our legal documents are pages of the app (the footer links to them for every brand).
const CGU_URL = '/cgu';
const CHARTER_URL = '/confidentialite';

const footer = (prefix: string, charter: boolean): Theme['footer'] => ({
  copyRightLabelPrefix: prefix,
  displayCgu: true,
  cguUrl: CGU_URL,
  displayCharter: charter,
  charterUrl: CHARTER_URL,
  displayLegalNotice: true,
});

/** The height every brand's logo is drawn at, in CSS pixels. */
export const LOGO_HEIGHT = 48;

/**
 * The width of each brand's logos, all of a brand's alike (ours, not a field of the spec's
 * Theme): the header gives the image its size before the file comes, so nothing moves when it
 * does (apps/web/src/brand/logos.test.ts reads the files).
 */
export const LOGO_WIDTHS: Readonly<Record<BrandName, number>> = {
  prepacode: 170,
  orata: 176,
  rcer: 180,
  inris: 228,
  michelin: 206,
  prepaconduite: 210,
};

/** A partner's mark in the header (`headerImg`): every one is drawn 120 × 48. */
export const HEADER_IMG_SIZE = { width: 120, height: 48 } as const;

const assets = (name: BrandName, perLicence: boolean, headerImg: boolean) => ({
  logoAccordingToLicense: perLicence,
  logoPrefix: `/brands/${name}/logo`,
  logoPostfix: '.svg',
  favicon: `/brands/${name}/favicon.svg`,
  headerImg: headerImg ? `/brands/${name}/header.svg` : null,
});

const internalLogin = (name: BrandName, path: string): Pick<Theme, 'login' | 'loginError'> => ({
  login: { external: false, path, from: name },
  loginError: { external: false, path },
});

/**
 * The brand registry (spec §1–§4). Colours are ours; each slot is checked for WCAG AA contrast
 * against the text drawn on it (brands.test.ts). The partner portals of the brands that sign in
 * externally (orata, rcer, inris in spec §2) and their header links are the operator's run-time
 * configuration (withAddresses): a brand without them signs in on our central page.
 */
export const BRANDS: Readonly<Record<BrandName, Theme>> = {
  prepacode: {
    name: 'prepacode',
    appTitle: 'Prépacode',
    domainName: 'prepacode',
    primary: '#0b5cad',
    secondary: '#f2a516',
    tertiary: '#0f766e',
    fourth: '#6d28d9',
    fifth: '#be123c',
    sixth: '#334155',
    ...assets('prepacode', true, false),
    showGuides: true,
    footer: footer('Prépacode', false),
    ...internalLogin('prepacode', '/home/prepacode/login'),
    welcomePage: { tabName: 'Bienvenue', title: 'Avec Prépacode, je peux :' },
    player: { showIcon: false },
    headerLink: null,
    headerLinkName: null,
  },
  orata: {
    name: 'orata',
    appTitle: 'Orata Code',
    domainName: 'orata',
    primary: '#b4232c',
    secondary: '#f5c242',
    tertiary: '#1d4f91',
    fourth: '#5b21b6',
    fifth: '#0f766e',
    sixth: '#374151',
    ...assets('orata', false, true),
    showGuides: true,
    footer: footer('Réseau Orata', true),
    ...internalLogin('orata', '/home/orata/login'),
    welcomePage: { tabName: 'Bienvenue', title: 'Avec Orata Code, je peux :' },
    player: { showIcon: false },
    headerLink: null,
    headerLinkName: null,
  },
  rcer: {
    name: 'rcer',
    appTitle: 'RCER Code',
    domainName: 'rcer',
    primary: '#1f6f43',
    secondary: '#9bd3ae',
    tertiary: '#1e40af',
    fourth: '#9d174d',
    fifth: '#92400e',
    sixth: '#334155',
    ...assets('rcer', false, true),
    showGuides: true,
    footer: footer('Association RCER', true),
    ...internalLogin('rcer', '/home/rcer/login'),
    welcomePage: { tabName: 'Bienvenue', title: 'Avec RCER Code, je peux :' },
    player: { showIcon: false },
    headerLink: null,
    headerLinkName: null,
  },
  inris: {
    name: 'inris',
    appTitle: 'INRIS Formation',
    domainName: 'inris',
    primary: '#1d3557',
    secondary: '#e9c46a',
    tertiary: '#2a6f97',
    fourth: '#6a4c93',
    fifth: '#9d174d',
    sixth: '#3d405b',
    ...assets('inris', true, true),
    showGuides: true,
    footer: footer('INRIS', true),
    // The institution has no error page of its own: a failed login lands on our page in its
    // colours, not the default brand's, which rebranded the app (issue #20, point 2).
    ...internalLogin('inris', '/home/inris/login'),
    welcomePage: { tabName: 'Bienvenue', title: 'Avec INRIS Formation, je peux :' },
    player: { showIcon: true },
    headerLink: null,
    headerLinkName: null,
  },
  michelin: {
    name: 'michelin',
    appTitle: 'Michelin Code',
    domainName: 'michelin',
    primary: '#27509b',
    secondary: '#fce500',
    tertiary: '#0b3d91',
    fourth: '#5b21b6',
    fifth: '#b91c1c',
    sixth: '#1f2937',
    ...assets('michelin', false, false),
    showGuides: false,
    footer: footer('Michelin Code', true),
    login: { external: false, path: '/home/michelin/activation', from: 'michelin' },
    loginError: { external: false, path: '/home/michelin/login' },
    welcomePage: { tabName: 'Bienvenue', title: 'Avec Michelin Code, je peux :' },
    player: { showIcon: true },
    headerLink: null,
    headerLinkName: null,
  },
  prepaconduite: {
    name: 'prepaconduite',
    appTitle: 'Prépaconduite',
    domainName: 'prepaconduite',
    primary: '#b93d0c',
    secondary: '#fdba74',
    tertiary: '#0e7490',
    fourth: '#7e22ce',
    fifth: '#be123c',
    sixth: '#44403c',
    ...assets('prepaconduite', false, false),
    showGuides: false,
    footer: footer('Prépaconduite', false),
    ...internalLogin('prepaconduite', '/home/prepaconduite/login'),
    welcomePage: { tabName: 'Bienvenue', title: 'Avec Prépaconduite, je peux :' },
    player: { showIcon: false },
    headerLink: null,
    headerLinkName: null,
  },
};

/** The brand of that name; the default brand for anything else (a `from` given by a visitor). */
export const brandNamed = (name: string | null | undefined): Theme =>
  BRANDS[name && isBrandName(name) ? name : DEFAULT_BRAND];

/**
 * Spec §4 "Theme selection": the stored name when it is a brand; otherwise the brand of the
 * deployment serving the page (its environment's `theme`, issue #20 point 2), then the brand
 * whose domain name occurs in the page origin; otherwise prepacode.
 */
export function selectBrand(
  stored: string | null | undefined,
  origin: string,
  deploymentTheme?: string,
): BrandName {
  if (stored && isBrandName(stored)) return stored;
  if (deploymentTheme && isBrandName(deploymentTheme)) return deploymentTheme;
  // The host's labels (`tests.michelin-code.fr` → tests, michelin-code, fr): a brand's domain
  // name must be one of them, or begin one before a hyphen; never any substring, so that
  // `inrisque.fr` is not INRIS (issue #20, point 2).
  const labels = hostOf(origin).split('.');
  const names = (name: BrandName) =>
    labels.some(
      (label) =>
        label === BRANDS[name].domainName || label.startsWith(`${BRANDS[name].domainName}-`),
    );
  // Partner brands first: a partner's app may live under our own domain (orata.prepacode.fr).
  const byDomain = BRAND_NAMES.find((name) => name !== DEFAULT_BRAND && names(name));
  return byDomain ?? DEFAULT_BRAND;
}

/** The size the header draws the brand's logo at (LOGO_WIDTHS, LOGO_HEIGHT). */
export const logoSize = (theme: Theme) => ({ width: LOGO_WIDTHS[theme.name], height: LOGO_HEIGHT });

/** The header logo (spec §2): per licence icon when the brand draws one per licence. */
export function brandLogo(theme: Theme, icon: LicenceIcon | undefined): string {
  if (theme.logoAccordingToLicense && icon)
    return `${theme.logoPrefix}-${icon}${theme.logoPostfix}`;
  return `${theme.logoPrefix}${theme.logoPostfix}`;
}

/**
 * A brand with the addresses the operator configured for it (spec §3 Theme): a configured
 * login or login-error address is the partner's (external); what is not configured stays ours.
 */
export function withAddresses(theme: Theme, addresses: BrandAddresses | undefined): Theme {
  if (!addresses) return theme;
  const { login, loginError, headerLink, headerLinkName } = addresses;
  return {
    ...theme,
    login: login ? { external: true, path: login, from: theme.name } : theme.login,
    loginError: loginError ? { external: true, path: loginError } : theme.loginError,
    headerLink: headerLink ?? theme.headerLink,
    headerLinkName: headerLink
      ? (headerLinkName ?? 'Retour au site partenaire')
      : theme.headerLinkName,
  };
}

/** Where the login-error flow sends the learner (spec §2): the brand's page with error=true. */
export function loginErrorTarget(theme: Theme): string {
  const { external, path } = theme.loginError;
  return external ? path : `${path}?error=true`;
}
