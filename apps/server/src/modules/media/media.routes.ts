import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { mediaFileOf, serveMediaFrom } from '../content/media-url.js';
import { rendition, renditionWidth } from './renditions.js';

const RASTER = /\.(png|jpe?g|webp)$/;
// The name is the hash of the file's bytes (media-url.ts): a changed file gets a new address.
const CACHE = 'public, max-age=31536000, immutable';

const mediaQuery = z.object({ taille: z.coerce.number().int().min(1).max(10_000).optional() });

const notFound = () => new AppError(404, 'introuvable', 'Aucune ressource à cette adresse.');

/**
 * GET /media/{name}: the questions' and lessons' pictures, under a name that says nothing of
 * them (issue #40). SVG and video as they are; a raster picture as the WebP rendition fitting
 * `taille`, the window width the player sends.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { mediaDir, cacheDir }: { mediaDir: string; cacheDir: string },
): Promise<void> {
  serveMediaFrom(mediaDir);
  app.get('/media/*', async (request, reply) => {
    // Only names the folder's files have: no way out of it.
    const file = mediaFileOf((request.params as { '*': string })['*']);
    const query = mediaQuery.safeParse(request.query);
    if (file === undefined || !query.success) throw notFound();
    const source = path.join(mediaDir, file);
    try {
      await stat(source);
    } catch {
      throw notFound();
    }
    // Public pictures that an app page of another origin shows (split deployments, spec §1).
    reply
      .header('cache-control', CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (RASTER.test(file)) {
      const made = await rendition(source, renditionWidth(query.data.taille), cacheDir);
      return reply.type('image/webp').send(await readFile(made));
    }
    if (file.endsWith('.svg')) {
      // A picture, never a document: nothing in it may run or load.
      return reply
        .type('image/svg+xml')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await readFile(source));
    }
    return reply.type('video/mp4').send(createReadStream(source));
  });
}
