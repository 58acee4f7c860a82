import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, withSession } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { testEngines } from '../../test/helpers/databases.js';
import { writeSeriesContent } from '../../test/helpers/series-fixture.js';
import { acceptedEncoding, COMPRESS_FROM_BYTES } from './compression.js';

describe('the encoding a client accepts', () => {
  it('takes Brotli, else gzip, and never a coding refused with q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('reads each header as it is, the same one sent again or another between', () => {
    const sent = ['br', 'br', 'gzip', 'br', 'identity', 'identity', 'gzip', ['br', 'gzip']];
    expect(sent.map((header) => acceptedEncoding(header))).toEqual([
      'br',
      'br',
      'gzip',
      'br',
      null,
      null,
      'gzip',
      'br',
    ]);
  });
});

// Issue #37, point 6: the API's JSON compressed when the client accepts it, the same JSON.
describe.each(testEngines())('compressed API answers on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });
  // Any JSON answer of the API, as the history pages are: 6 KB of rows.
  beforeAll(() => {
    context.app.get('/api/probe/lignes', () => ({
      lignes: Array.from({ length: 200 }, (_, n) => ({ n, libelle: `Ligne n°\u202f${n}` })),
    }));
  });
  const get = async (url: string, encoding?: string) => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    return context.app.inject({
      method: 'GET',
      url,
      cookies: withSession(session),
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  };

  it.each([
    ['the stored dashboard data', '/api/front/series-eleve'],
    ['any JSON answer over a kilobyte', '/api/probe/lignes'],
  ])(
    'sends %s in Brotli or gzip as asked, and plain to a client that asks neither',
    async (_what, url) => {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
      const br = await get(url, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('leaves a small answer as it is', async () => {
    const small = await get('/api/front/utilisateur', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('eleve');
  });
});
