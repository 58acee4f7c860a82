// @ts-check
// I drive along a main road; a side road comes in from the right, with a « Cédez le passage »
// sign and its broken line. The green car on it slows and stops at the line, stop lights on,
// then creeps forward twice, by short jerks, its nose ending just over the line, at the edge of
// my lane. I come on at a steady speed. The scene holds for its last second.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

// The « Cédez le passage » sign (AB3a): a triangle point down, red border, white inside.
const sign = (x, y) =>
  `<path d="M${x} ${y + 2}V${y + 16}" stroke="#6b6b6b" stroke-width="1.6"/>` +
  `<path d="M${x - 9} ${y - 7}H${x + 9}L${x} ${y + 8}Z" fill="#fff" stroke="${COLOURS.red}" stroke-width="2.6" stroke-linejoin="round"/>`;

export default {
  duree: 6,
  image: (time) => {
    const t = Math.min(time, 5);
    const green = along(t, [
      [0, 268, 215, 0],
      [0.8, 268, 176, 0],
      [1.4, 268, 160, 0],
      [2.2, 268, 160, 0],
      [2.5, 268, 154, 0],
      [3.3, 268, 154, 0],
      [3.6, 268, 148, 0],
    ]);
    const slowing = (t > 0.5 && t < 1.4) || (t > 2.35 && t < 2.5) || (t > 3.45 && t < 3.6);
    const stopped = (t >= 1.4 && t <= 2.2) || (t >= 2.5 && t <= 3.3) || t >= 3.6;
    const mine = along(t, [
      [0, -70, 111, 90],
      [5, 125, 111, 90],
    ]);
    return svg(
      ground(COLOURS.grass),
      // The main road, one lane each way, and the side road coming in from below.
      `<rect y="60" width="320" height="68" fill="${COLOURS.road}"/>`,
      `<rect x="217" y="126" width="68" height="80" fill="${COLOURS.road}"/>`,
      '<path d="M0 94H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M0 62H320M0 126H217M285 126H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      '<path d="M251 130V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      // The broken give-way line across the lane coming in.
      '<path d="M253 132H285" stroke="#fff" stroke-width="3" stroke-dasharray="6 4"/>',
      sign(296, 146),
      car({ ...green, colour: COLOURS.green, braking: slowing || stopped }),
      car({ ...mine }),
    );
  },
};
