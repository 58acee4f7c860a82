import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { SkipLink } from '../components/ui/skip-link';
import { queryClient } from './query-client';
import { router } from './router';

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
