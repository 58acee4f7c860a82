import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isScene, sceneFiles } from './scene-files.js';

// Issue #40: a picture's address must not give its answer away (`cardinale-ouest.svg` beside
// « à l'ouest »). Media are served under the hash of their bytes, `/media/<20 hex>.<ext>`:
// a name that says nothing, and that changes when the file does, so it is cached for good.
// The process serves one media folder (`serveMediaFrom`, at start); names are worked out on
// first use, and an unknown name makes the folder be read again, at most every 10 s.

const NAME = /^[0-9a-f]{20}\.(svg|png|jpe?g|webp|mp4|webm)$/;
const RESCAN_MS = 10_000;

let root: string | undefined;
const names = new Map<string, string>(); // file under media/ → name
const files = new Map<string, string>(); // name → file under media/
let scannedAt = 0;

/** The folder the media are read from (`content/media`); forgets the names worked out before. */
export function serveMediaFrom(folder: string): void {
  root = folder;
  names.clear();
  files.clear();
  scannedAt = 0;
}

function nameOf(file: string): string {
  let name = names.get(file);
  if (name === undefined) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root ?? '', file));
    } catch {
      bytes = Buffer.from(`absent:${file}`); // A missing file gets a name that finds nothing.
    }
    name = databaseMediaName(bytes, path.extname(file).slice(1).toLowerCase());
    names.set(file, name);
    files.set(name, file);
  }
  return name;
}

function walk(folder: string, prefix = ''): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry}` : entry;
    return statSync(path.join(folder, entry)).isDirectory()
      ? walk(path.join(folder, entry), relative)
      : [relative];
  });
}

/** The file under media/ a name stands for, or undefined for a name of no file. */
export function mediaFileOf(name: string): string | undefined {
  if (!NAME.test(name) || root === undefined) return undefined;
  const now = Date.now();
  if (!files.has(name) && now - scannedAt > RESCAN_MS) {
    scannedAt = now;
    try {
      for (const file of walk(root)) nameOf(file);
    } catch {
      return undefined;
    }
  }
  return files.get(name);
}

/**
 * A picture of an imported bank (issue #46) is kept in the database, its `media_file` being
 * `db:` and the name it is served under, already a hash of its bytes.
 */
export const DATABASE_MEDIA = 'db:';

/** The name a picture kept in the database is served under, from its bytes. */
export const databaseMediaName = (bytes: Buffer, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${extension}`;

/** Whether a name could be a picture's: the media route asks nothing else of it. */
export const isMediaName = (name: string) => NAME.test(name);

/** The media of a question or lesson: its address, the rendition chosen by `taille` (issue #5). */
export function mediaUrl(file: string, width?: number): string {
  const name = file.startsWith(DATABASE_MEDIA) ? file.slice(DATABASE_MEDIA.length) : nameOf(file);
  const address = `/media/${name}`;
  return width ? `${address}?taille=${width}` : address;
}

/**
 * A question's picture as the API sends it, or null when it has none. A scene's picture is its
 * last frame (issue #42): what the question asks about, and what the corrections show.
 */
export const mediaOf = (
  question: { media_file: string | null; media_alt: string | null },
  width?: number,
) =>
  question.media_file
    ? {
        url: isScene(question.media_file)
          ? mediaUrl(sceneFiles(question.media_file).still)
          : mediaUrl(question.media_file, width),
        alt: question.media_alt ?? '',
      }
    : null;

/** A question's moving scene as the API sends it (issue #42), or undefined when it has none. */
export function sceneOf(file: string | null | undefined) {
  if (!file || !isScene(file)) return undefined;
  const { mp4, webm, poster } = sceneFiles(file);
  return { webm: mediaUrl(webm), mp4: mediaUrl(mp4), affiche: mediaUrl(poster) };
}
