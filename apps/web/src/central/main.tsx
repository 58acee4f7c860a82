import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../brand/tokens.css';
import '../global.css';
import { LoginPage } from './login-page';
import { StaffPage } from './staff-page';

// The central site's own entry: no router, no query client, so its pages stay small
// (architecture brief: the login page at most 80 KB of JavaScript). The server serves this
// entry at /central/login and /central/eleves.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from central.html');

const search = window.location.search;
createRoot(container).render(
  <StrictMode>
    {window.location.pathname === '/central/eleves' ? (
      <StaffPage search={search} />
    ) : (
      <LoginPage search={search} />
    )}
  </StrictMode>,
);
