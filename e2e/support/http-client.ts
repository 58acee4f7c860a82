import { XSRF } from '@prepacode/domain/auth';
import { randomInt } from 'node:crypto';
import { request } from 'node:http';

// A browser-less client of the e2e server, as one person's device: its own cookies, and its own
// loopback address (127.0.0.2–254, all reaching the server on 127.0.0.1). The server limits
// password choices and sign-ins per address, in the database (plugins/rate-limit.ts), as it
// would for real people each on their own connection; the fixtures make dozens of learners per
// run, twice on one database, which one shared address would exhaust.

export interface HttpAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

export interface HttpClient {
  /** `data` goes as JSON, or as a form when `form` is set; writes carry the anti-forgery header. */
  fetch(
    method: string,
    path: string,
    options?: { data?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<HttpAnswer>;
  cookie(name: string): string | undefined;
}

export function httpClient(baseURL: string): HttpClient {
  const base = new URL(baseURL);
  const localAddress = `127.0.0.${randomInt(2, 255)}`;
  // The anti-forgery cookie is planted as the pages' script finds it; sign-in replaces it.
  const jar = new Map<string, string>([[XSRF.cookie, 'jeton-e2e']]);

  return {
    cookie: (name) => jar.get(name),
    fetch(method, path, { data, form, headers: extra = {} } = {}) {
      const body =
        form !== undefined
          ? new URLSearchParams(form).toString()
          : data !== undefined
            ? JSON.stringify(data)
            : undefined;
      const headers: Record<string, string> = {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        [XSRF.header]: jar.get(XSRF.cookie) ?? '',
        origin: base.origin,
        ...extra,
      };
      if (body !== undefined) {
        headers['content-type'] =
          form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      return new Promise((resolve, reject) => {
        const outgoing = request(
          new URL(path, base),
          { method, headers, localAddress },
          (incoming) => {
            for (const line of incoming.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const at = pair.indexOf('=');
              jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            let text = '';
            incoming.setEncoding('utf8');
            incoming.on('data', (chunk: string) => (text += chunk));
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                location: incoming.headers.location,
                body: text,
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}
