import { useLocation } from 'react-router';

// Links between the school space's pages keep what travels from page to page: the learner app's
// address (`service`, for « Ouvrir sa session ») and the brand (`from`).

/** A school space address that keeps `service` and `from` of the current one. */
export function spaceHref(path: string, search: string, query?: Record<string, string>): string {
  const current = new URLSearchParams(search);
  const params = new URLSearchParams(query);
  for (const key of ['service', 'from']) {
    const value = current.get(key);
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** `spaceHref` from the current address. */
export function useSpaceHref() {
  const { search } = useLocation();
  return (path: string, query?: Record<string, string>) => spaceHref(path, search, query);
}
