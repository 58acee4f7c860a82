/** The address a stubbed fetch was called with, in any of the forms fetch takes. */
export function urlOf(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : input);
}

/** The text a stubbed fetch was sent (the app sends JSON or a form), '' without a body. */
export function bodyOf(init: RequestInit | undefined): string {
  const body = init?.body;
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('the app sends its bodies as text');
}
