import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';
import { databaseMediaName, DATABASE_MEDIA, mediaUrl } from '../content/media-url.js';
import { byteRange, mediaRoutes } from './media.routes.js';
import { RENDITION_WIDTHS, renditionWidth } from './renditions.js';
import { readError } from '../../../test/helpers/read-json.js';

const root = mkdtempSync(path.join(tmpdir(), 'prepacode-media-'));
const mediaDir = path.join(root, 'media');
const cacheDir = path.join(root, 'cache');
const app = Fastify();
// An imported bank's pictures (issue #46), as the database would give them.
const importedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
);
const imported = new Map([[databaseMediaName(importedSvg, 'svg'), importedSvg]]);

beforeAll(async () => {
  mkdirSync(path.join(mediaDir, 'essai'), { recursive: true });
  const photo = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#0b5cad' },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(mediaDir, 'essai', 'photo.jpg'), photo);
  const small = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  writeFileSync(path.join(mediaDir, 'essai', 'petite.png'), small);
  writeFileSync(path.join(mediaDir, 'essai', 'scene.webm'), Buffer.from('0123456789'));
  writeFileSync(
    path.join(mediaDir, 'essai', 'panneau.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5"/></svg>',
  );
  await app.register(errorsPlugin);
  await app.register(mediaRoutes, {
    mediaDir,
    cacheDir,
    pictureBytes: (name: string) => Promise.resolve(imported.get(name)),
  });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
/** The address the API gives a file, with the window width the player sends. */
const photo = (taille?: number) => mediaUrl('essai/photo.jpg', taille);
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('choosing a rendition by window width', () => {
  it('takes the smallest that covers the window, the largest beyond, the smallest when unknown', () => {
    expect(RENDITION_WIDTHS).toEqual([480, 960, 1440]);
    expect(renditionWidth(400)).toBe(480);
    expect(renditionWidth(480)).toBe(480);
    expect(renditionWidth(800)).toBe(960);
    expect(renditionWidth(1280)).toBe(1440);
    expect(renditionWidth(2560)).toBe(1440);
    expect(renditionWidth(undefined)).toBe(480);
  });
});

describe('GET /media/{name}', () => {
  it('names each file by its bytes, saying nothing of what it shows (issue #40)', async () => {
    expect(mediaUrl('essai/panneau.svg')).toMatch(/^\/media\/[0-9a-f]{20}\.svg$/);
    expect(photo(800)).toMatch(/^\/media\/[0-9a-f]{20}\.jpg\?taille=800$/);
    // The file's own name is no address any more.
    expect((await get('/media/essai/panneau.svg')).statusCode).toBe(404);
    // Another file with the same bytes has the same name: one picture, one cache entry.
    writeFileSync(
      path.join(mediaDir, 'essai', 'copie.jpg'),
      readFileSync(path.join(mediaDir, 'essai', 'photo.jpg')),
    );
    expect(mediaUrl('essai/copie.jpg')).toBe(photo());
  });

  it('finds a name it never gave in this process, as after a restart', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4"/></svg>';
    writeFileSync(path.join(mediaDir, 'essai', 'nouveau.svg'), svg);
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 20);
    const response = await get(`/media/${hash}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(svg);
  });

  it('sends a raster picture as the WebP rendition fitting `taille`, cached for good', async () => {
    const response = await get(photo(800));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(response.rawPayload)).toBe(960);
    expect(await widthOf((await get(photo(3000))).rawPayload)).toBe(1440);
    expect(await widthOf((await get(photo())).rawPayload)).toBe(480);
  });

  it('makes each rendition once and keeps it', async () => {
    const first = await get(photo(1000));
    const files = readdirSync(cacheDir).length;
    const again = await Promise.all([1, 2, 3].map(() => get(photo(1000))));
    expect(readdirSync(cacheDir)).toHaveLength(files);
    for (const response of again) expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges a small picture', async () => {
    const response = await get(mediaUrl('essai/petite.png', 1440));
    expect(await widthOf(response.rawPayload)).toBe(300);
  });

  it('sends an SVG as it is, unable to run anything', async () => {
    const response = await get(mediaUrl('essai/panneau.svg', 800));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toContain('<circle r="5"/>');
  });

  it('sends an imported bank’s picture kept in the database, written once to the cache', async () => {
    const url = mediaUrl(`${DATABASE_MEDIA}${databaseMediaName(importedSvg, 'svg')}`);
    for (const attempt of [1, 2]) {
      const response = await get(url);
      expect([attempt, response.statusCode, response.headers['content-type']]).toEqual([
        attempt,
        200,
        'image/svg+xml',
      ]);
      expect(response.rawPayload.equals(importedSvg)).toBe(true);
    }
    expect(readdirSync(path.join(cacheDir, 'imported'))).toEqual([
      databaseMediaName(importedSvg, 'svg'),
    ]);
  });

  it('answers a French 404 for a missing file, a path outside the folder or a bad width', async () => {
    for (const url of [
      mediaUrl('essai/absente.svg'),
      '/media/0123456789abcdef0123.svg',
      `${photo()}?taille=abc`,
      photo().replace('.jpg', '.exe'),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(readError(response).message).toBe('Aucune ressource à cette adresse.');
    }
    // The router resolves dot segments before any route sees them: nothing is found.
    for (const url of ['/media/essai/../../etc/passwd', '/media/%2e%2e/essai/panneau.svg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('a scene, by byte range (issue #42)', () => {
  const scene = () => mediaUrl('essai/scene.webm');
  const range = (header: string) =>
    app.inject({ method: 'GET', url: scene(), headers: { range: header } });

  it('sends the whole video with its length, saying ranges are accepted', async () => {
    const response = await get(scene());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body).toBe('0123456789');
  });

  it('sends the range asked, as a phone reads a video', async () => {
    const first = await range('bytes=0-1');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-1/10');
    expect(first.body).toBe('01');
    expect((await range('bytes=7-')).body).toBe('789');
    expect((await range('bytes=-3')).body).toBe('789');
    expect((await range('bytes=8-99')).body).toBe('89');
  });

  it('answers 416 with the size for a range outside the file, and reads no other form', async () => {
    const response = await range('bytes=20-30');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */10');
    for (const header of ['bytes=5-2', 'bytes=-0', 'bytes=0-1,4-5', 'octets=0-1', 'bytes=-'])
      expect(byteRange(header, 10), header).toBeNull();
  });
});
