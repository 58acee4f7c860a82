// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allScenes, loadScene } from '../render-scenes.mjs';
import { frameOf } from './frames.mjs';

// Issue #42: the moving scenes are made by code, the same script giving the same frames; the
// files in content/media are what their scripts make today.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const media = path.join(root, 'content/media');
const scenes = allScenes();

/** The duration of an MP4 from its movie header (version 0, as ffmpeg writes short scenes). */
function mp4Seconds(file) {
  const head = readFileSync(file).subarray(0, 64 * 1024);
  const at = head.indexOf('mvhd', 0, 'latin1');
  return head.readUInt32BE(at + 20) / head.readUInt32BE(at + 16);
}

describe('the moving scenes', () => {
  it('has a script for every scene in the banks, and every script’s scene in them', () => {
    const inMedia = readdirSync(media, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mp4') && path.basename(file).startsWith('sc-'))
      .map((file) => file.split(path.sep).join('/').slice(0, -'.mp4'.length))
      .sort();
    expect(inMedia).toEqual(scenes);
  });

  it.each(scenes)('%s: same frames each time, its files what its script makes', async (id) => {
    const scene = await loadScene(id);
    expect(scene.duree).toBeGreaterThanOrEqual(5);
    expect(scene.duree).toBeLessThanOrEqual(12);
    // Pure: the same time gives the same picture, pixel for pixel.
    const middle = scene.duree / 2;
    expect(await frameOf(scene, middle)).toEqual(await frameOf(scene, middle));
    const base = path.join(media, id);
    expect(readFileSync(`${base}.svg`, 'utf8')).toBe(scene.image(scene.duree));
    expect(readFileSync(`${base}-debut.svg`, 'utf8')).toBe(scene.image(0));
    expect(mp4Seconds(`${base}.mp4`)).toBeCloseTo(scene.duree + 1 / 25, 1);
  });
});
