import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SkipLink } from '../components/ui/skip-link';
import { ConsentPage } from './consent-page';
import { ForgottenPasswordPage, NewPasswordPage } from './password-pages';

// The central pages a mail's link opens, loaded on demand by main.ts, which names them: one
// import keeps the login page's first load to one loader (issue #37).
const PAGES = {
  '/central/mot-de-passe-oublie': ForgottenPasswordPage,
  '/central/mot-de-passe': NewPasswordPage,
  '/central/rattachement': ConsentPage,
};

export type TokenPagePath = keyof typeof PAGES;

/** Renders the page of that address into the central page's root. */
export function startTokenPage(element: HTMLElement, path: TokenPagePath, search: string): void {
  const Page = PAGES[path];
  createRoot(element).render(
    <StrictMode>
      <SkipLink />
      <Page search={search} />
    </StrictMode>,
  );
}
