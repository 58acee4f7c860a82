import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { announceNavigations } from './lib/page-announcer';
import { Providers } from './app/providers';
import { afterFirstPage } from './app/pwa/after-first-page';
import { ROUTES } from './app/router';
import { startTagManager, tagNavigations } from './app/tag-manager';
import { applyBrand } from './brand/apply-brand';
import { brandStore } from './brand/brand-store';
import { setApiBase } from './lib/api-client';
import { currentEnvironment, runtimeConfig } from './lib/runtime-config';
import './brand/tokens.css';
import './global.css';

const router = createBrowserRouter(ROUTES);
// index.html has it; without, createRoot throws « Target container is not a DOM element ».
const container = document.getElementById('root') as HTMLElement;

// Run-time choices (one build for every brand and deployment): the brand, the backend, tags.
applyBrand(brandStore.get());
// A brand with a backend of its own (spec §1) calls it; the others, their deployment's.
setApiBase(runtimeConfig.brands[brandStore.get().name]?.backend ?? currentEnvironment().backend);
startTagManager(runtimeConfig);
tagNavigations(router);
announceNavigations(router, () => brandStore.get());

createRoot(container).render(
  <StrictMode>
    <Providers router={router} />
  </StrictMode>,
);

// The app to install (issue #45) once the first page has shown: out of the first load. A
// browser without service workers gets the manifest only (app/pwa/register.ts).
if (import.meta.env.PROD) {
  afterFirstPage(router, () => {
    void import('./app/pwa/register').then((pwa) => pwa.startServiceWorker(router, brandStore));
  });
}
