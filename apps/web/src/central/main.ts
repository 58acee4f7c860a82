import { brandNamed } from '@prepacode/domain/brands';
import { applyBrand } from '../brand/apply-brand';
import '../brand/tokens.css';
import '../global.css';
import { renderLoginPage } from './login-page';
import type { TokenPagePath } from './token-pages';

// The central site's own entry. The login page is drawn without React (ADR 0033), so that its
// first load is this file (architecture brief: at most 70 KB of JavaScript, bench/CHANGELOG.md);
// the pages opened from a mail's link and the school space (its router, its queries) load React
// and their own code when their address is opened. Each is named in the tab and for screen
// readers (WCAG 2.4.2), as the app's pages are.
const TITLES: Record<TokenPagePath, string> = {
  '/central/mot-de-passe-oublie': 'Mot de passe oublié',
  '/central/mot-de-passe': 'Nouveau mot de passe',
  '/central/rattachement': 'Rejoindre une école',
};

const search = window.location.search;
// Styled with the brand given by `from` (architecture brief), never the stored one: the central
// site serves every brand.
const brand = brandNamed(new URLSearchParams(search).get('from'));
applyBrand(brand);
const path = window.location.pathname.replace(/(.)\/$/, '$1');
const tokenPage = Object.hasOwn(TITLES, path) ? (path as TokenPagePath) : undefined;
const root = document.getElementById('root') as HTMLElement;
// The server serves this entry at the login page, the pages above and the school space's
// (modules/central/central.routes.ts): every other path is the space's, whose router names its
// pages; its list of addresses stays out of the login page's first load (issue #37).
if (tokenPage) {
  document.title = `${TITLES[tokenPage]} – ${brand.appTitle}`;
  void import('./token-pages').then(({ startTokenPage }) =>
    startTokenPage(root, tokenPage, search),
  );
} else if (path === '/central/login') {
  document.title = `Connexion – ${brand.appTitle}`;
  renderLoginPage(root, search, brand);
} else {
  void import('./school-space/app').then(({ startSchoolSpace }) => startSchoolSpace(root, brand));
}
