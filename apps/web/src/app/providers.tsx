import { QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SkipLink } from '../components/ui/skip-link';
import { queryClient } from './query-client';

export function Providers({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
