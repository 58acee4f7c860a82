// @ts-check
// A narrow street in town, cars parked on both sides, no centre line: too narrow for my car and a
// bus side by side. An autobus appears ahead, coming my way. I put my right indicator on, slow
// down and pull into a free space between the parked cars on my right, and stop there; the bus
// goes on and passes me. The scene holds with the bus beside and just past my car.
import { along, bus, car, COLOURS, ground, svg } from '../kit.mjs';

const END = 8.8; // everything holds still from here

const mine = [
  [0, -40, 112, 90],
  [2.4, 80, 112, 90],
  [3.4, 120, 120, 112],
  [4.3, 150, 133, 100],
  [4.9, 160, 137, 90],
];

const top = [
  [30, '#e6e6e6'],
  [84, '#2a9d4b'],
  [150, '#8d939a'],
  [204, '#c1121f'],
  [258, '#6d28d9'],
  [312, '#e6e6e6'],
];
const bottom = [
  [10, '#f2c230'],
  [64, '#c1121f'],
  [214, '#e6e6e6'],
  [268, '#2a9d4b'],
];

function street() {
  return (
    `<rect y="0" width="320" height="28" fill="#b9a58c"/>` +
    `<path d="M60 0V28M170 0V28M250 0V28" stroke="#8c7a64" stroke-width="2"/>` +
    `<rect y="28" width="320" height="20" fill="${COLOURS.pavement}"/>` +
    `<rect y="48" width="320" height="100" fill="${COLOURS.road}"/>` +
    `<path d="M0 70H320M0 126H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6"/>` +
    `<path d="M0 48H320M0 148H320" stroke="${COLOURS.kerb}" stroke-width="2"/>` +
    `<rect y="148" width="320" height="20" fill="${COLOURS.pavement}"/>` +
    `<rect y="168" width="320" height="32" fill="#b9a58c"/>` +
    `<path d="M40 168V200M150 168V200M240 168V200" stroke="#8c7a64" stroke-width="2"/>`
  );
}

export default {
  duree: 10,
  image: (t) => {
    const s = Math.min(t, END);
    const me = along(s, mine);
    const b = { x: 360 - 30 * s, y: 92, a: -90 };
    return svg(
      ground(COLOURS.pavement),
      street(),
      ...top.map(([x, colour]) => car({ x: Number(x), y: 59, a: -90, colour: String(colour) })),
      ...bottom.map(([x, colour]) => car({ x: Number(x), y: 137, a: 90, colour: String(colour) })),
      car({
        ...me,
        indicator: s > 1.8 && s < 5.2 ? 'right' : null,
        braking: s > 2.4 && s < 5.2,
        t,
      }),
      b.x < 380 ? bus({ ...b }) : '',
    );
  },
};
