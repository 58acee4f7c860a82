// Apart from the API client so that the central login page, which only reads the XSRF cookie
// into its form, does not bring the client's schemas (zod) into its 80 KB first load.
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}
