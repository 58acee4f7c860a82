import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The widths the server keeps of a raster picture, WebP (issue #5). */
export const RENDITION_WIDTHS = [480, 960, 1440] as const;

/**
 * The rendition for a window `taille` px wide: the smallest that covers it, the largest for
 * wider windows, the smallest when the width is unknown (a phone-sized guess costs least).
 */
export function renditionWidth(taille: number | undefined): number {
  const widths: readonly number[] = RENDITION_WIDTHS;
  const fallback = widths[0] as number;
  if (taille === undefined) return fallback;
  return widths.find((width) => width >= taille) ?? (widths.at(-1) as number);
}

const pending = new Map<string, Promise<string>>();

/**
 * The file of `source` resized to `width` (never enlarged), made once and kept in `cacheDir`.
 * The cache key holds the source's size and modification time, so a replaced picture gets new
 * renditions; a file is written under a temporary name, then renamed, so a reader never sees
 * half of one. Concurrent requests for the same rendition share one resize.
 */
export async function rendition(source: string, width: number, cacheDir: string): Promise<string> {
  const info = await stat(source);
  const key = createHash('sha256')
    .update(`${source}\0${info.size}\0${info.mtimeMs}\0${width}`)
    .digest('hex')
    .slice(0, 32);
  const target = path.join(cacheDir, `${key}.webp`);
  const made = pending.get(target);
  if (made) return made;
  const work = (async () => {
    try {
      await stat(target);
      return target;
    } catch {
      await mkdir(cacheDir, { recursive: true });
      const data = await sharp(source)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
      return target;
    }
  })();
  pending.set(target, work);
  try {
    return await work;
  } finally {
    pending.delete(target);
  }
}
