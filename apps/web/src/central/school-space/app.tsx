import type { Theme } from '@prepacode/domain/brands';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SkipLink } from '../../components/ui/skip-link';
import { schoolQueryClient } from '../../features/school-space/space/query-client';
import { announceNavigations } from '../../lib/page-announcer';
import { SCHOOL_SPACE_ROUTES } from './router';

/**
 * The school space, loaded by the central entry at its addresses only: its router and query
 * client stay out of the login page's first load (architecture brief, budgets).
 */
export function startSchoolSpace(element: HTMLElement, brand: Theme): void {
  const root = createRoot(element);
  // The router starts its loaders as it is made, and RouterProvider only hears of the changes
  // that come after it mounted: mounted at once (flushSync), before any answer can arrive, or
  // a fast answer would leave the page on its loading state for good.
  const router = createBrowserRouter(SCHOOL_SPACE_ROUTES);
  // Each page is named in the tab, and the focus goes to its heading when it changes (WCAG 2.4.2).
  announceNavigations(router, () => brand);
  flushSync(() =>
    root.render(
      <StrictMode>
        <SkipLink />
        <QueryClientProvider client={schoolQueryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
