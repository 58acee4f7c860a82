import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { isMediaName, mediaFileOf, serveMediaFrom } from '../content/media-url.js';
import { importedPicture, type PictureBytes } from './imported-pictures.js';
import { rendition, renditionWidth } from './renditions.js';

const RASTER = /\.(png|jpe?g|webp)$/;
// The name is the hash of the file's bytes (media-url.ts): a changed file gets a new address.
const CACHE = 'public, max-age=31536000, immutable';

const mediaQuery = z.object({ taille: z.coerce.number().int().min(1).max(10_000).optional() });

const notFound = () => new AppError(404, 'introuvable', 'Aucune ressource à cette adresse.');

/**
 * GET /media/{name}: the questions' and lessons' pictures, under a name that says nothing of
 * them (issue #40). SVG and the scenes' videos as they are (by range, issue #42); a raster picture as the WebP rendition fitting
 * `taille`, the window width the player sends.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  {
    mediaDir,
    cacheDir,
    pictureBytes,
  }: { mediaDir: string; cacheDir: string; pictureBytes: PictureBytes },
): Promise<void> {
  serveMediaFrom(mediaDir);
  app.get('/media/*', async (request, reply) => {
    // Only names the folder's files or the imported banks' pictures have: no way out of them.
    const name = (request.params as { '*': string })['*'];
    const query = mediaQuery.safeParse(request.query);
    if (!isMediaName(name) || !query.success) throw notFound();
    const inFolder = mediaFileOf(name);
    const source =
      inFolder === undefined
        ? await importedPicture(pictureBytes, name, cacheDir)
        : path.join(mediaDir, inFolder);
    try {
      if (source === undefined) throw notFound();
      await stat(source);
    } catch {
      throw notFound();
    }
    // Public pictures that an app page of another origin shows (split deployments, spec §1).
    reply
      .header('cache-control', CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (RASTER.test(name)) {
      const made = await rendition(source, renditionWidth(query.data.taille), cacheDir);
      return reply.type('image/webp').send(await readFile(made));
    }
    if (name.endsWith('.svg')) {
      // A picture, never a document: nothing in it may run or load.
      return reply
        .type('image/svg+xml')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await readFile(source));
    }
    return sendVideo(request, reply, source, name.endsWith('.webm') ? 'video/webm' : 'video/mp4');
  });
}

/**
 * A scene (issue #42), whole or the byte range asked: phones' players (Safari's always) read a
 * video by ranges, and refuse one served without them.
 */
async function sendVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  source: string,
  type: string,
): Promise<FastifyReply> {
  const { size } = await stat(source);
  reply.type(type).header('accept-ranges', 'bytes');
  const asked = request.headers.range;
  if (asked === undefined)
    return reply.header('content-length', size).send(createReadStream(source));
  const range = byteRange(asked, size);
  if (range === null) return reply.code(416).header('content-range', `bytes */${size}`).send();
  const [start, end] = range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(createReadStream(source, { start, end }));
}

/**
 * The one range of `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes, or null
 * when it is not one of those or lies outside the file.
 */
export function byteRange(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? null : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? null : [start, end];
}
