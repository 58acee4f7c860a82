import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';
import { mediaRoutes } from './media.routes.js';
import { RENDITION_WIDTHS, renditionWidth } from './renditions.js';
import { readError } from '../../../test/helpers/read-json.js';

const root = mkdtempSync(path.join(tmpdir(), 'prepacode-media-'));
const mediaDir = path.join(root, 'media');
const cacheDir = path.join(root, 'cache');
const app = Fastify();

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
  writeFileSync(
    path.join(mediaDir, 'essai', 'panneau.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5"/></svg>',
  );
  await app.register(errorsPlugin);
  await app.register(mediaRoutes, { mediaDir, cacheDir });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
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

describe('GET /media/{bank}/{file}', () => {
  it('sends a raster picture as the WebP rendition fitting `taille`, cached a week', async () => {
    const response = await get('/media/essai/photo.jpg?taille=800');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(await widthOf(response.rawPayload)).toBe(960);
    expect(await widthOf((await get('/media/essai/photo.jpg?taille=3000')).rawPayload)).toBe(1440);
    expect(await widthOf((await get('/media/essai/photo.jpg')).rawPayload)).toBe(480);
  });

  it('makes each rendition once and keeps it', async () => {
    const first = await get('/media/essai/photo.jpg?taille=1000');
    const files = readdirSync(cacheDir).length;
    const again = await Promise.all([1, 2, 3].map(() => get('/media/essai/photo.jpg?taille=1000')));
    expect(readdirSync(cacheDir)).toHaveLength(files);
    for (const response of again) expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges a small picture', async () => {
    const response = await get('/media/essai/petite.png?taille=1440');
    expect(await widthOf(response.rawPayload)).toBe(300);
  });

  it('sends an SVG as it is, unable to run anything', async () => {
    const response = await get('/media/essai/panneau.svg?taille=800');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toContain('<circle r="5"/>');
  });

  it('answers a French 404 for a missing file, a path outside the folder or a bad width', async () => {
    for (const url of [
      '/media/essai/absente.svg',
      '/media/essai/panneau.exe',
      '/media/essai/photo.jpg?taille=abc',
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
