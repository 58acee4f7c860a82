import type { ReactNode } from 'react';
import button from '../../../components/ui/button.module.css';
import problem from '../../../components/ui/problem.module.css';
import { ApiError } from '../../../lib/api-client';

interface LoadProblemProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, in one sentence. */
  children: ReactNode;
}

/** A section that failed to load: what, why (the server's French message) and a retry. */
export function LoadProblem({ error, onRetry, children }: LoadProblemProps) {
  return (
    <div role="alert" className={problem.problem}>
      <p>
        {children} {error instanceof ApiError ? error.message : 'Réessayez dans un instant.'}
      </p>
      <button type="button" className={button.secondary} onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
