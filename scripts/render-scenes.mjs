// @ts-check
// Makes the moving scenes of the banks (issue #42) from their scripts, scripts/scenes/<bank>/
// <name>.mjs, into content/media/<bank>/: <name>.webm (VP9) and <name>.mp4 (H.264) for the
// player, <name>.svg (the last frame: what stays on screen while the learner answers, and the
// picture of the corrections) and <name>-debut.svg (the first frame: the video's poster).
// Why made by code: our scenes are our own, drawn in the pictures' style, never filmed or
// copied; and the same script gives the same frames, byte for byte (sharp renders each SVG),
// encoded on one thread so that the same frames give the same files on one ffmpeg version.
// Run: npm run content:scenes [-- <bank>/<name> …] (all scenes without a name; `--out <folder>`
// writes them there instead of content/media). Needs Debian's
// ffmpeg (apt-get install ffmpeg).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { frameOf, FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from './scenes/frames.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = path.join(root, 'scripts/scenes');

/** Every scene script, as `<bank>/<name>`. */
export function allScenes() {
  return readdirSync(scripts, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((bank) =>
      readdirSync(path.join(scripts, bank.name))
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => `${bank.name}/${file.slice(0, -'.mjs'.length)}`),
    )
    .sort();
}

/** A scene's script: `{ duree, image(t) }`. */
export async function loadScene(id) {
  const module = await import(pathToFileURL(path.join(scripts, `${id}.mjs`)).href);
  return module.default;
}

function encode(args) {
  const done = spawnSync('ffmpeg', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (done.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

async function render(id, media) {
  const scene = await loadScene(id);
  const [bank, name] = id.split('/');
  const out = path.join(media, bank);
  mkdirSync(out, { recursive: true });
  const frames = mkdtempSync(path.join(tmpdir(), 'scene-'));
  try {
    const count = Math.round(scene.duree * FPS);
    for (let i = 0; i <= count; i += 1)
      writeFileSync(
        path.join(frames, `${String(i).padStart(4, '0')}.png`),
        await frameOf(scene, i / FPS),
      );
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS)];
    input.push('-i', path.join(frames, '%04d.png'));
    // No sound, no metadata (no date, no encoder's name), one thread: the same bytes each run.
    const common = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-threads', '1'];
    const size = ['-s', `${VIDEO_WIDTH}x${VIDEO_HEIGHT}`, '-pix_fmt', 'yuv420p'];
    encode([
      ...input,
      ...common,
      ...size,
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-tune', 'animation'],
      ...['-movflags', '+faststart', '-flags:v', '+bitexact'],
      path.join(out, `${name}.mp4`),
    ]);
    encode([
      ...input,
      ...common,
      ...size,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-row-mt', '0', '-cpu-used', '2'],
      path.join(out, `${name}.webm`),
    ]);
    writeFileSync(path.join(out, `${name}.svg`), scene.image(scene.duree));
    writeFileSync(path.join(out, `${name}-debut.svg`), scene.image(0));
    console.log(`✔ ${id} (${scene.duree} s, ${count + 1} images)`);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

// Run as a command (not when a test imports the helpers above).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    console.error('ffmpeg is missing: sudo apt-get install -y ffmpeg');
    process.exit(1);
  }
  // `--out <folder>`: written there instead of content/media (a draft not yet in the banks).
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const media = outAt >= 0 ? path.resolve(args[outAt + 1]) : path.join(root, 'content/media');
  const asked = outAt >= 0 ? args.filter((_, i) => i !== outAt && i !== outAt + 1) : args;
  const ids = asked.length > 0 ? asked : allScenes();
  for (const id of ids) {
    if (!existsSync(path.join(scripts, `${id}.mjs`))) {
      console.error(`✘ no script scripts/scenes/${id}.mjs`);
      process.exitCode = 1;
      continue;
    }
    await render(id, media);
  }
}
