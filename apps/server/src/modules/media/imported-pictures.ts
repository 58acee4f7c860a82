import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Issue #46: an imported bank's pictures live in the database, which every node shares. A node
// writes one to its cache folder the first time it is asked for, then serves it like a file of
// content/media: its name is the hash of its bytes, so the copy never goes stale.

/** Where the bytes of a picture kept in the database are read (media.repository.ts). */
export type PictureBytes = (name: string) => Promise<Buffer | undefined>;

/** The path of a picture kept in the database, written on first use; undefined for none. */
export async function importedPicture(
  bytesOf: PictureBytes,
  name: string,
  cacheDir: string,
): Promise<string | undefined> {
  const folder = path.join(cacheDir, 'imported');
  const file = path.join(folder, name);
  // Asked for with each question that shows it: no synchronous disk access on the way.
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  const bytes = await bytesOf(name);
  if (bytes === undefined) return undefined;
  await mkdir(folder, { recursive: true });
  // Written aside then renamed: a request at the same time never reads half a picture.
  const aside = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(aside, bytes);
  await rename(aside, file);
  return file;
}
