// A picture from another tool is kept only if it is what it says and small enough for a phone:
// its type read from its bytes (never from its name), and an SVG without anything that runs
// or fetches (scripts, event handlers, embedded HTML, outside addresses).

/** A picture larger than this is refused: our own are under 200 KB. */
export const MAX_IMPORTED_PICTURE_BYTES = 1024 * 1024;

type PictureExtension = 'png' | 'jpg' | 'webp' | 'svg';

/** The picture's type from its first bytes, or undefined for anything else. */
export function pictureType(bytes: Buffer): PictureExtension | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  const head = bytes
    .toString('utf8', 0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head)) return 'svg';
  return undefined;
}

/** What an SVG must not hold: it is served from our address. */
const UNSAFE_SVG = [
  /<script/i,
  /<foreignObject/i,
  /<!ENTITY|<!DOCTYPE/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  // Links stay inside the picture (#id) or hold their own data.
  /href\s*=\s*["'](?!#|data:image\/)/i,
];

/** Why a picture is refused, or null when it may be kept. */
export function pictureProblem(name: string, bytes: Buffer): string | null {
  if (bytes.length > MAX_IMPORTED_PICTURE_BYTES)
    return `image ${name} de ${Math.round(bytes.length / 1024)} Ko\u202f: ${MAX_IMPORTED_PICTURE_BYTES / 1024} Ko au plus`;
  const type = pictureType(bytes);
  if (!type) return `image ${name}\u202f: ni PNG, ni JPEG, ni WebP, ni SVG`;
  if (type === 'svg' && UNSAFE_SVG.some((pattern) => pattern.test(bytes.toString('utf8'))))
    return `image ${name}\u202f: SVG avec script, lien extérieur ou contenu actif`;
  return null;
}
