// Links between the school space's pages: its own module, so pages can link without importing
// the route table that loads them.

/** A school space address that keeps the learner app's address and the brand (service, from). */
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
