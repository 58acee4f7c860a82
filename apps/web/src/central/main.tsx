import { BRANDS, DEFAULT_BRAND, isBrandName } from '@prepacode/domain/brands';
import { StrictMode, Suspense, lazy } from 'react';
import { applyBrand } from '../brand/apply-brand';
import { createRoot } from 'react-dom/client';
import '../brand/tokens.css';
import '../global.css';
import { LoginPage } from './login-page';

// The central site's own entry: no router, no query client, so its pages stay small
// (architecture brief: the login page at most 80 KB of JavaScript). The server serves this
// entry at /central/login and /central/eleves.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from central.html');

// Staff pages are few and load their own code: the login page stays as small as it can be.
const StaffPage = lazy(async () => ({ default: (await import('./staff-page')).StaffPage }));

const search = window.location.search;
// Styled with the brand given by `from` (architecture brief), never the stored one: the central
// site serves every brand.
const from = new URLSearchParams(search).get('from') ?? '';
applyBrand(BRANDS[isBrandName(from) ? from : DEFAULT_BRAND]);
createRoot(container).render(
  <StrictMode>
    {window.location.pathname === '/central/eleves' ? (
      <Suspense fallback={null}>
        <StaffPage search={search} />
      </Suspense>
    ) : (
      <LoginPage search={search} />
    )}
  </StrictMode>,
);
