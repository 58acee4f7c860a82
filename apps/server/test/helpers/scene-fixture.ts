import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The head of an MP4 of `seconds` seconds: its movie header (`mvhd`), version 0 or 1. */
export function mp4Head(seconds: number, version: 0 | 1 = 0): Buffer {
  const head = Buffer.alloc(40);
  head.writeUInt32BE(40, 0);
  head.write('mvhd', 4, 'latin1');
  head.writeUInt8(version, 8);
  if (version === 0) {
    head.writeUInt32BE(1000, 20);
    head.writeUInt32BE(seconds * 1000, 24);
  } else {
    head.writeUInt32BE(1000, 28);
    head.writeBigUInt64BE(BigInt(seconds * 1000), 32);
  }
  return head;
}

/**
 * The four files of a scene `<bank>/<name>` under a media folder (issue #42): an MP4 of
 * `seconds` seconds (its header only), a WebM, and distinct last and first frames.
 */
export function writeScene(mediaDir: string, scene: string, seconds = 7): void {
  const base = path.join(mediaDir, scene);
  mkdirSync(path.dirname(base), { recursive: true });
  const frame = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`;
  writeFileSync(`${base}.mp4`, mp4Head(seconds));
  writeFileSync(`${base}.webm`, 'webm');
  writeFileSync(`${base}.svg`, frame(`fin de ${scene}`));
  writeFileSync(`${base}-debut.svg`, frame(`début de ${scene}`));
}
