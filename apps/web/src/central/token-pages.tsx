import { ConsentPage } from './consent-page';
import { ForgottenPasswordPage, NewPasswordPage } from './password-pages';

// The central pages a mail's link opens, loaded on demand by main.tsx, which names them: one
// import keeps the login page's first load to one loader (issue #37).
const PAGES = {
  '/central/mot-de-passe-oublie': ForgottenPasswordPage,
  '/central/mot-de-passe': NewPasswordPage,
  '/central/rattachement': ConsentPage,
};

export type TokenPagePath = keyof typeof PAGES;

export default function TokenPage({ path, search }: { path: TokenPagePath; search: string }) {
  const Page = PAGES[path];
  return <Page search={search} />;
}
