import { useLocation } from 'react-router';

/**
 * Where a learner joins the session: the learner app's `/salle` with the code, the address a
 * phone opens from the QR code. The learner app is the one the staff member came from
 * (`service`, kept from page to page), else this origin's (one deployment serves both).
 */
export function useJoinAddress(code: string | null): string {
  const { search } = useLocation();
  const app = new URLSearchParams(search).get('service') ?? window.location.origin;
  const address = new URL('/salle', app);
  if (code) address.searchParams.set('code', code);
  return address.toString();
}
