import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { rendition, renditionWidth } from './renditions.js';

// The same paths content:check accepts (packages/domain content schema): no way out of the folder.
const MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9-]+\.(svg|png|jpe?g|webp|mp4)$/;
const RASTER = /\.(png|jpe?g|webp)$/;
// Content can change with an import, and these addresses carry no version: a week, then revalidate.
const CACHE = 'public, max-age=604800';

const mediaQuery = z.object({ taille: z.coerce.number().int().min(1).max(10_000).optional() });

const notFound = () => new AppError(404, 'introuvable', 'Aucune ressource à cette adresse.');

/**
 * GET /media/{bank}/{file}: the questions' pictures. SVG and video as they are; a raster
 * picture as the WebP rendition fitting `taille`, the window width the player sends.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { mediaDir, cacheDir }: { mediaDir: string; cacheDir: string },
): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const query = mediaQuery.safeParse(request.query);
    if (!MEDIA_PATH.test(file) || !query.success) throw notFound();
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
