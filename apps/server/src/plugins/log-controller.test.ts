import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, redactUrl } from './log-controller.js';

// Issue #20, point 8: a ticket, a partner's token, a link's token or a signature never reaches
// the logs, whatever its spelling in the address.

describe('the request log line', () => {
  it('masks every secret parameter and keeps the others', () => {
    expect(redactUrl('/api/auth/login?ticket=ST-123-abc&service=https%3A%2F%2Fapp')).toBe(
      '/api/auth/login?ticket=[masqué]&service=https%3A%2F%2Fapp',
    );
    expect(redactUrl('/api/auth/login?partenaire=p&jwt=eyJhbGciOi.x.y')).toBe(
      '/api/auth/login?partenaire=p&jwt=[masqué]',
    );
    expect(redactUrl('/central/mot-de-passe?jeton=abcdef&from=orata')).toBe(
      '/central/mot-de-passe?jeton=[masqué]&from=orata',
    );
    expect(redactUrl('/x?%74oken=secret&Signature=s&TICKET=t')).toBe(
      '/x?%74oken=[masqué]&Signature=[masqué]&TICKET=[masqué]',
    );
    expect(redactUrl('/api/front/historique?page=2')).toBe('/api/front/historique?page=2');
    // A secret named without a value, or last; a name that only begins like one is no secret.
    expect(redactUrl('/x?token&jwt=a&b=1&JETON=c')).toBe(
      '/x?token=[masqué]&jwt=[masqué]&b=1&JETON=[masqué]',
    );
    expect(redactUrl('/x?tokens=1&ticketing=2&a=signature')).toBe(
      '/x?tokens=1&ticketing=2&a=signature',
    );
  });

  it('writes the masked address, for a request that ends well or in error', () => {
    const lines: { entry: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (entry: Record<string, unknown>, message: string) => lines.push({ entry, message }),
      error: (entry: Record<string, unknown>, message: string) => lines.push({ entry, message }),
    };
    const request = { method: 'GET', url: '/api/auth/login?ticket=ST-secret' } as FastifyRequest;
    const reply = { statusCode: 302, elapsedTime: 3.2, log } as unknown as FastifyReply;
    const controller = new OneLinePerRequest();
    controller.requestCompleted(null, request, reply);
    controller.requestCompleted(new Error('boom'), request, reply);
    expect(lines.map((line) => line.entry.url)).toEqual([
      '/api/auth/login?ticket=[masqué]',
      '/api/auth/login?ticket=[masqué]',
    ]);
    expect(JSON.stringify(lines)).not.toContain('ST-secret');
  });
});
