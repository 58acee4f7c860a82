import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  BRAND_NAMES,
  DEFAULT_BRAND,
  brandLogo,
  loginErrorTarget,
  withAddresses,
  selectBrand,
} from './brands.js';
import { ENVIRONMENTS, selectEnvironment, type Environment } from './environments.js';

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const WHITE = '#ffffff';
// tokens.css: the text colour and the page background every brand shares.
const TEXT = '#1b2330';
const BACKGROUND = '#f4f6fa';

describe('brand registry (spec §1–§4)', () => {
  it('has the six brands, each under its own name', () => {
    expect(Object.keys(BRANDS)).toEqual([...BRAND_NAMES]);
    for (const name of BRAND_NAMES) expect(BRANDS[name].name).toBe(name);
    expect(DEFAULT_BRAND).toBe('prepacode');
  });

  it.each(BRAND_NAMES)('%s: every colour slot reaches WCAG AA (4.5:1) with its text', (name) => {
    const brand = BRANDS[name];
    for (const slot of ['primary', 'tertiary', 'fourth', 'fifth', 'sixth'] as const) {
      expect(contrast(brand[slot], WHITE), `${slot} with white text`).toBeGreaterThanOrEqual(4.5);
    }
    // The primary colour is also the colour of links and active tabs on the page background.
    expect(contrast(brand.primary, BACKGROUND), 'primary on background').toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast(brand.secondary, TEXT), 'secondary with dark text').toBeGreaterThanOrEqual(4.5);
  });

  it('signs every brand in on our pages until the operator gives its partner’s addresses', () => {
    expect(BRAND_NAMES.filter((name) => BRANDS[name].login.external)).toEqual([]);
    expect(BRAND_NAMES.filter((name) => BRANDS[name].headerLink)).toEqual([]);
    const orata = withAddresses(BRANDS.orata, {
      login: 'https://portail.orata.example/connexion',
      loginError: 'https://portail.orata.example/connexion?error=true',
      headerLink: 'https://portail.orata.example/tableau-de-bord',
    });
    expect(orata.login).toEqual({
      external: true,
      path: 'https://portail.orata.example/connexion',
      from: 'orata',
    });
    expect(loginErrorTarget(orata)).toBe('https://portail.orata.example/connexion?error=true');
    expect(orata.headerLink).toBe('https://portail.orata.example/tableau-de-bord');
    expect(orata.headerLinkName).toBe('Retour au site partenaire');
    // A login address alone: a failed login stays on our page, in the brand's colours.
    const inris = withAddresses(BRANDS.inris, { login: 'https://inris.example/connexion' });
    expect(inris.login.external).toBe(true);
    expect(loginErrorTarget(inris)).toBe('/home/inris/login?error=true');
    expect(withAddresses(BRANDS.rcer, undefined)).toBe(BRANDS.rcer);
  });

  it('names the login entries and login-error pages of spec §2', () => {
    expect(BRANDS.prepacode.loginError.path).toBe('/home/prepacode/login');
    expect(BRANDS.michelin.login.path).toBe('/home/michelin/activation');
    expect(BRANDS.michelin.loginError.path).toBe('/home/michelin/login');
    expect(BRANDS.prepaconduite.login.path).toBe('/home/prepaconduite/login');
    expect(BRANDS.prepaconduite.loginError.path).toBe('/home/prepaconduite/login');
    expect(loginErrorTarget(BRANDS.prepacode)).toBe('/home/prepacode/login?error=true');
    expect(loginErrorTarget(BRANDS.orata)).toBe('/home/orata/login?error=true');
  });

  it('keeps a learner in their brand after a login error (issue #20, point 2)', () => {
    for (const name of BRAND_NAMES) {
      const { external, path } = BRANDS[name].loginError;
      if (!external) expect(path, name).toMatch(new RegExp(`^/home/${name}/login$`));
    }
  });

  it('shows guides and the player icon for the brands spec §2 lists', () => {
    expect(BRAND_NAMES.filter((name) => BRANDS[name].showGuides)).toEqual([
      'prepacode',
      'orata',
      'rcer',
      'inris',
    ]);
    expect(BRAND_NAMES.filter((name) => BRANDS[name].player.showIcon)).toEqual([
      'inris',
      'michelin',
    ]);
  });

  it('draws the logo per licence only for the brands that say so', () => {
    expect(brandLogo(BRANDS.prepacode, 'boat')).toBe('/brands/prepacode/logo-boat.svg');
    expect(brandLogo(BRANDS.prepacode, undefined)).toBe('/brands/prepacode/logo.svg');
    expect(brandLogo(BRANDS.orata, 'car')).toBe('/brands/orata/logo.svg');
  });
});

describe('theme selection (spec §4)', () => {
  it('takes the stored brand first', () => {
    expect(selectBrand('rcer', 'https://app.michelin-code.fr')).toBe('rcer');
  });
  it('ignores a stored name that is no brand, then matches the origin', () => {
    expect(selectBrand('autre', 'https://tests.michelin-code.fr')).toBe('michelin');
    expect(selectBrand(null, 'https://orata.prepacode.fr')).toBe('orata');
    expect(selectBrand(null, 'https://www.prepaconduite.fr')).toBe('prepaconduite');
    expect(selectBrand(null, 'https://prepaconduite.prepacode.fr:8443')).toBe('prepaconduite');
  });
  it('matches a brand by a whole label of the host, never a substring', () => {
    expect(selectBrand(null, 'https://inrisque.fr')).toBe('prepacode');
    expect(selectBrand(null, 'https://app.decorata.fr')).toBe('prepacode');
    expect(selectBrand(null, 'https://app.inris.gouv.fr')).toBe('inris');
  });
  it('falls back to prepacode', () => {
    expect(selectBrand(null, 'http://localhost:8080')).toBe('prepacode');
  });
});

describe('environment selection (spec §1, §7)', () => {
  const fallback: Environment = { name: 'local', domain: 'localhost', backend: '', service: '' };

  it('lists six deployments, four with a login and three with a login-error address', () => {
    expect(ENVIRONMENTS).toHaveLength(6);
    expect(ENVIRONMENTS.filter((environment) => environment.login)).toHaveLength(4);
    const withError = ENVIRONMENTS.filter((environment) => environment.loginError);
    expect(withError).toHaveLength(3);
    for (const environment of withError) {
      expect(environment.loginError).toBe(`${environment.login}?error=true`);
    }
  });
  it('uses the environment whose domain is the page’s host, never a substring', () => {
    expect(selectEnvironment(ENVIRONMENTS, fallback, 'https://academie.prepacode.fr').name).toBe(
      'academie',
    );
    expect(
      selectEnvironment(ENVIRONMENTS, fallback, 'https://conduite.prepacode.fr:443').name,
    ).toBe('conduite');
    // Issue #20, point 2: this host contains « conduite.prepacode.fr » but is not it.
    expect(selectEnvironment(ENVIRONMENTS, fallback, 'https://prepaconduite.prepacode.fr')).toBe(
      fallback,
    );
    expect(selectEnvironment(ENVIRONMENTS, fallback, 'https://app.prepacode.fr.evil.test')).toBe(
      fallback,
    );
  });
  it('matches a whole domain when it is declared with a leading dot', () => {
    const school: Environment = { ...fallback, name: 'ecoles', domain: '.ecoles.exemple.fr' };
    expect(selectEnvironment([school], fallback, 'https://gare.ecoles.exemple.fr').name).toBe(
      'ecoles',
    );
    expect(selectEnvironment([school], fallback, 'https://ecoles.exemple.fr').name).toBe('ecoles');
    expect(selectEnvironment([school], fallback, 'https://autres-ecoles.exemple.fr')).toBe(
      fallback,
    );
  });
  it('shows the deployment’s brand: the driving-practice variant is Prépaconduite', () => {
    const conduite = selectEnvironment(ENVIRONMENTS, fallback, 'https://conduite.prepacode.fr');
    expect(selectBrand(null, 'https://conduite.prepacode.fr', conduite.theme)).toBe(
      'prepaconduite',
    );
    // A brand the learner chose still wins.
    expect(selectBrand('orata', 'https://conduite.prepacode.fr', conduite.theme)).toBe('orata');
  });
  it('falls back to the default', () => {
    expect(selectEnvironment(ENVIRONMENTS, fallback, 'http://127.0.0.1:8080')).toBe(fallback);
  });
});
