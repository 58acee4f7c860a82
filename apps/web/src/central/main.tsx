import { brandNamed } from '@prepacode/domain/brands';
import { StrictMode, Suspense, lazy } from 'react';
import { applyBrand } from '../brand/apply-brand';
import { createRoot } from 'react-dom/client';
import '../brand/tokens.css';
import '../global.css';
import { SkipLink } from '../components/ui/skip-link';
import { LoginPage } from './login-page';
import type { TokenPagePath } from './token-pages';

// The central site's own entry: the login page with no router and no query client, so that it
// stays small (architecture brief: at most 70 KB of JavaScript, met with a few bytes to spare:
// bench/CHANGELOG.md, session 34); the password pages and the school space (its router, its
// queries) load their own code when their address is opened.
// The pages opened from a mail's link load their own code: the login page stays as small as it
// can be. Each is named in the tab and for screen readers (WCAG 2.4.2), as the app's pages are.
const TokenPage = lazy(() => import('./token-pages'));
const TITLES: Record<TokenPagePath, string> = {
  '/central/mot-de-passe-oublie': 'Mot de passe oublié',
  '/central/mot-de-passe': 'Nouveau mot de passe',
  '/central/rattachement': 'Rejoindre une école',
};

const search = window.location.search;
// Styled with the brand given by `from` (architecture brief), never the stored one: the central
// site serves every brand.
const from = new URLSearchParams(search).get('from');
const brand = brandNamed(from);
applyBrand(brand);
const path = window.location.pathname.replace(/(.)\/$/, '$1');
const tokenPage = Object.hasOwn(TITLES, path) ? (path as TokenPagePath) : undefined;
// The server serves this entry at the login page, the pages above and the school space's
// (modules/central/central.routes.ts): every other path is the space's, whose router names its
// pages; its list of addresses stays out of the login page's first load (issue #37).
const school = !tokenPage && path !== '/central/login';
// The school space names its pages by its router.
// Without #root, createRoot throws its own error.
const root = createRoot(document.getElementById('root') as HTMLElement);
if (school) {
  void import('./school-space/app').then(({ startSchoolSpace }) => startSchoolSpace(root, brand));
} else {
  document.title = `${tokenPage ? TITLES[tokenPage] : 'Connexion'} – ${brand.appTitle}`;
  root.render(
    <StrictMode>
      <SkipLink />
      {tokenPage ? (
        <Suspense fallback={null}>
          <TokenPage path={tokenPage} search={search} />
        </Suspense>
      ) : (
        <LoginPage search={search} />
      )}
    </StrictMode>,
  );
}
