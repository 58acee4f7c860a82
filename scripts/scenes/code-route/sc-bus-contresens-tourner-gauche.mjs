// @ts-check
// A one-way street in town, two lanes going right, and along its upper edge a lane reserved for
// buses going the other way. I want to turn into the side street on my left: left indicator, I
// move to the left lane and slow down, stopping before the bus lane, while an autobus comes
// towards me in its reserved lane. The scene holds with the bus passing the mouth of the side
// street in front of me, my car stopped.
import { along, bus, car, COLOURS, ground, svg } from '../kit.mjs';

const END = 5.4; // everything holds still from here

const mine = [
  [0, -40, 143, 90],
  [1.0, 10, 143, 90],
  [1.6, 40, 136, 68],
  [2.4, 80, 114, 70],
  [2.8, 100, 109, 90],
  [3.4, 140, 109, 90],
  [4.0, 170, 109, 90],
  [4.6, 188, 109, 90],
  [5.0, 194, 109, 90],
];

/** The French C12 sign (one-way street): a blue rectangle with a white arrow, on its post. */
const oneWay = (x, y) =>
  `<path d="M${x} ${y}V${y + 16}" stroke="#6b7077" stroke-width="2"/><rect x="${x - 11}" y="${y - 7}" width="22" height="12" fill="#1a4ea8" stroke="#fff" stroke-width="1"/><path d="M${x - 7} ${y - 1}H${x + 3}" stroke="#fff" stroke-width="2.4"/><path d="M${x + 2} ${y - 5}L${x + 8} ${y - 1}L${x + 2} ${y + 3}Z" fill="#fff"/>`;

function streets() {
  return (
    `<rect x="0" y="0" width="190" height="44" fill="#b9a58c"/><rect x="270" y="0" width="50" height="44" fill="#b9a58c"/>` +
    `<path d="M70 0V44M140 0V44M300 0V44" stroke="#8c7a64" stroke-width="2"/>` +
    `<rect y="176" width="320" height="24" fill="#b9a58c"/><path d="M90 176V200M200 176V200" stroke="#8c7a64" stroke-width="2"/>` +
    `<rect x="200" y="0" width="60" height="60" fill="${COLOURS.road}"/>` +
    `<path d="M230 0V60" stroke="#fff" stroke-width="2" stroke-dasharray="12 10"/>` +
    `<rect y="60" width="320" height="100" fill="${COLOURS.road}"/>` +
    `<path d="M0 60H200M260 60H320M0 160H320M200 0V60M260 0V60" stroke="${COLOURS.kerb}" stroke-width="2"/>` +
    // the reserved lane against the flow: a wide continuous line, broken across the side street
    `<path d="M0 92H196M264 92H320" stroke="#fff" stroke-width="3.5"/>` +
    `<path d="M196 92H264" stroke="#fff" stroke-width="3.5" stroke-dasharray="8 8"/>` +
    `<text transform="translate(90 70) rotate(180)" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="14" fill="#f4f4f4">BUS</text>` +
    `<path d="M40 76H20M26 71L18 76L26 81" fill="none" stroke="#f4f4f4" stroke-width="2.5"/>` +
    `<path d="M0 126H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>` +
    oneWay(30, 170)
  );
}

export default {
  duree: 6.5,
  image: (t) => {
    const s = Math.min(t, END);
    const b = { x: 440 - 46 * s, y: 76, a: -90 };
    return svg(
      ground(COLOURS.pavement),
      streets(),
      b.x < 380 ? bus(b) : '',
      car({ ...along(s, mine), indicator: s > 0.5 ? 'left' : null, braking: s > 3.0, t }),
    );
  },
};
