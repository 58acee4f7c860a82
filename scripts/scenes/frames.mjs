// @ts-check
// One frame of a scene as a PNG: its SVG at the time `t`, rendered by sharp (librsvg) at the
// videos' size. Shared by render-scenes.mjs and the test that checks the frames are the same
// at each run.
import { sharp } from '../sharp.mjs';

export const FPS = 25;
export const VIDEO_WIDTH = 960;
export const VIDEO_HEIGHT = 600;

/**
 * The frame at `t` seconds of a scene `{ image(t) }`, as PNG bytes.
 * @returns {Promise<Buffer>}
 */
export function frameOf(scene, t) {
  const picture = Buffer.from(scene.image(t));
  return sharp(picture, { density: (72 * VIDEO_WIDTH) / 320 })
    .resize(VIDEO_WIDTH, VIDEO_HEIGHT)
    .png()
    .toBuffer();
}
