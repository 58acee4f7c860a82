// @ts-check
// Night, an unlit country road, seen from above as it moves past me. On my motorcycle (in the
// yellow frame), main beam on, I catch up with a slower car; at 1.2 s, before my main beam
// reaches it, I switch to dipped beam and keep closing in, in the middle of my lane. Everything
// holds still from 6 s: the question asks what I do now to follow it.
import { COLOURS, beam, car, frame, ground, motorcycle, n, night, svg } from '../kit.mjs';

const STILL = 6; // nothing moves after this time
const DIP = 1.2; // dipped beam from this time, before the main beam reaches the car

export default {
  duree: 7,
  image: (t) => {
    const s = Math.min(t, STILL);
    const d = 70 * s;
    const trees = [
      [80, 20],
      [246, 90],
      [70, 170],
      [256, 230],
    ].map(
      ([x, y0]) => `<circle cx="${x}" cy="${n(((y0 + d) % 280) - 40)}" r="14" fill="#4f8a3e"/>`,
    );
    // The car ahead, at a steady pace a little slower than mine: it stays high in the picture.
    const ahead = { x: 177, y: 34, a: 0 };
    // Me: in the middle of my lane, 20 units a second faster than the car.
    const x = 177;
    const y = 240 - 20 * s;
    const me = { x, y, a: 0 };
    const dipped = t >= DIP;
    const tail = `<rect x="${n(ahead.x - 10)}" y="${n(ahead.y + 21)}" width="6" height="3" rx="1" fill="#ff2d2d"/><rect x="${n(ahead.x + 4)}" y="${n(ahead.y + 21)}" width="6" height="3" rx="1" fill="#ff2d2d"/>`;
    const glow = `<ellipse cx="${n(ahead.x)}" cy="${n(ahead.y + 27)}" rx="14" ry="5" fill="#ff2d2d" fill-opacity=".25"/>`;
    return svg(
      ground(),
      '<rect x="126" width="68" height="200" fill="#5d6269"/>',
      `<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" stroke-dashoffset="${n(-d)}"/>`,
      `<path d="M128 0V200M192 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14" stroke-dashoffset="${n(-d)}"/>`,
      ...trees,
      car({ ...ahead, colour: '#7a7f87' }),
      motorcycle({ ...me, colour: COLOURS.me }),
      night(0.62),
      beam(ahead, 55),
      beam({ x, y: y + 8, a: 0 }, dipped ? 48 : 130),
      glow,
      tail,
      `<circle cx="${n(x)}" cy="${n(y - 15)}" r="2.4" fill="#fff6c8"/>`,
      frame(x - 12, y - 21, 24, 42),
    );
  },
};
