import type { FastifyRequest } from 'fastify';
import { ownOrigin } from '../../plugins/cross-origin.js';

/**
 * Where sign-on may send a browser back: the configured app origins and the central site's own
 * origin, over http(s) only (no open redirect, architecture brief).
 */
export function isAllowedService(
  service: string,
  request: FastifyRequest,
  appOrigins: string[],
): boolean {
  if (!URL.canParse(service)) return false;
  const url = new URL(service);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return url.origin === ownOrigin(request) || appOrigins.includes(url.origin);
}

/** The service URL with the ticket added to its query, as CAS clients expect it. */
export function withTicket(service: string, ticket: string): string {
  const url = new URL(service);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}
