import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../brand/tokens.css';
import '../global.css';
import { LoginPage } from './login-page';

// The central site's own entry: no router, no query client, so the login page stays small
// (architecture brief: at most 80 KB of JavaScript).
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from central.html');

createRoot(container).render(
  <StrictMode>
    <LoginPage search={window.location.search} />
  </StrictMode>,
);
