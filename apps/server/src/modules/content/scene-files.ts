import { SCENE_SECONDS } from '@prepacode/domain/preferences';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';

// Issue #42: a moving scene is a question's media whose file is an MP4. Beside it, made by
// `npm run content:scenes` from its script (scripts/scenes/<bank>/<name>.mjs): the same scene
// in WebM, its last frame (`<name>.svg`: what stays on screen while the learner answers, and the
// picture of the corrections) and its first frame (`<name>-debut.svg`: the video's poster).

/** Each encoding at most: a scene must reach a phone's screen within a second or so. */
export const SCENE_MAX_BYTES = 2 * 1024 * 1024;

export const isScene = (file: string): boolean => file.endsWith('.mp4');

/** The files of the scene whose MP4 is `file` (paths under content/media). */
export function sceneFiles(file: string) {
  const base = file.slice(0, -'.mp4'.length);
  return { mp4: file, webm: `${base}.webm`, still: `${base}.svg`, poster: `${base}-debut.svg` };
}

/**
 * The duration of an MP4 in seconds, read from its movie header (`mvhd`), which the scenes
 * carry at the start (`+faststart`); null when it is not found there.
 */
export function mp4Seconds(head: Buffer): number | null {
  const at = head.indexOf('mvhd', 0, 'latin1');
  if (at < 4 || at + 5 > head.length) return null;
  const version = head.readUInt8(at + 4);
  if (at + (version === 1 ? 36 : 24) > head.length) return null;
  const timescale = head.readUInt32BE(at + (version === 1 ? 24 : 16));
  const duration =
    version === 1 ? Number(head.readBigUInt64BE(at + 28)) : head.readUInt32BE(at + 20);
  return timescale > 0 ? duration / timescale : null;
}

function readHead(file: string, bytes = 64 * 1024): Buffer {
  const buffer = Buffer.alloc(bytes);
  const fd = openSync(file, 'r');
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * What is wrong with the scene whose MP4 is `file` under `mediaRoot`: a missing encoding or
 * frame, a file over SCENE_MAX_BYTES, a length outside SCENE_SECONDS. Empty when all is well.
 */
export function sceneProblems(mediaRoot: string, file: string): string[] {
  const files = sceneFiles(file);
  const problems: string[] = [];
  const named = {
    webm: 'encodage WebM',
    still: 'dernière image (.svg)',
    poster: 'image d’affiche (-debut.svg)',
  };
  for (const [key, label] of Object.entries(named)) {
    const relative = files[key as keyof typeof named];
    if (!existsSync(path.join(mediaRoot, relative)))
      problems.push(`scène sans ${label}\u202f: media/${relative} manquant`);
  }
  for (const video of [files.mp4, files.webm]) {
    const full = path.join(mediaRoot, video);
    if (existsSync(full) && statSync(full).size > SCENE_MAX_BYTES)
      problems.push(`scène trop lourde\u202f: media/${video} dépasse 2\u202fMo`);
  }
  const mp4 = path.join(mediaRoot, files.mp4);
  if (existsSync(mp4)) {
    const seconds = mp4Seconds(readHead(mp4));
    if (seconds === null)
      problems.push(`scène illisible\u202f: durée introuvable dans media/${file}`);
    else if (seconds < SCENE_SECONDS.min - 0.05 || seconds > SCENE_SECONDS.max + 0.05)
      problems.push(
        `scène de ${seconds.toFixed(1).replace('.', ',')}\u202fs\u202f: entre ${SCENE_SECONDS.min} et ${SCENE_SECONDS.max}\u202fs attendues`,
      );
  }
  return problems;
}
