import { brandNamed } from '@prepacode/domain/brands';
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { applyBrand } from '../brand/apply-brand';
import { createRoot } from 'react-dom/client';
import '../brand/tokens.css';
import '../global.css';
import { SkipLink } from '../components/ui/skip-link';
import { LoginPage } from './login-page';
import { isSchoolSpacePath } from '@prepacode/domain/school-space';

// The central site's own entry: the login page with no router and no query client, so that it
// stays small (architecture brief: at most 80 KB of JavaScript); the password pages and the
// school space (its router, its queries) load their own code when their address is opened.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from central.html');

// Staff pages load their own code: the login page stays as small as it can be.
const ForgottenPasswordPage = lazy(async () => ({
  default: (await import('./password-pages')).ForgottenPasswordPage,
}));
const NewPasswordPage = lazy(async () => ({
  default: (await import('./password-pages')).NewPasswordPage,
}));
const ConsentPage = lazy(async () => ({
  default: (await import('./consent-page')).ConsentPage,
}));

// Each central page by its path; the login page is the default and stays in the first load.
const PAGES: Record<string, { Page: ComponentType<{ search: string }>; title: string }> = {
  '/central/mot-de-passe-oublie': { Page: ForgottenPasswordPage, title: 'Mot de passe oublié' },
  '/central/mot-de-passe': { Page: NewPasswordPage, title: 'Nouveau mot de passe' },
  '/central/rattachement': { Page: ConsentPage, title: 'Rejoindre une école' },
};

const search = window.location.search;
// Styled with the brand given by `from` (architecture brief), never the stored one: the central
// site serves every brand.
const from = new URLSearchParams(search).get('from');
const brand = brandNamed(from);
applyBrand(brand);
const page = PAGES[window.location.pathname];
const Page = page?.Page;
const school = isSchoolSpacePath(window.location.pathname);
// Each page is named in the tab and for screen readers (WCAG 2.4.2), as the app's pages are;
// the school space names its own, by its router.
const root = createRoot(container);
if (school) {
  void import('./school-space/app').then(({ startSchoolSpace }) => startSchoolSpace(root, brand));
} else {
  document.title = `${page?.title ?? 'Connexion'} – ${brand.appTitle}`;
  root.render(
    <StrictMode>
      <SkipLink />
      {Page ? (
        <Suspense fallback={null}>
          <Page search={search} />
        </Suspense>
      ) : (
        <LoginPage search={search} />
      )}
    </StrictMode>,
  );
}
