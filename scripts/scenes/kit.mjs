// @ts-check
// The drawing kit of the moving scenes (issue #42): the road-scene style of the banks' pictures
// (content/media/<bank>/*.svg, seen from above, 320 × 200), as functions of the time, so that a
// scene script says where things are at each instant and nothing else. Pure: the same time
// gives the same SVG, byte for byte, which makes the frames deterministic (render-scenes.mjs).

export const WIDTH = 320;
export const HEIGHT = 200;

/** The palette of the pictures. */
export const COLOURS = {
  grass: '#8fbf6f',
  pavement: '#cfcac1',
  kerb: '#9c968c',
  road: '#5d6269',
  line: '#fff',
  frame: '#ffd400',
  me: '#0055a4',
  red: '#c1121f',
  white: '#e6e6e6',
  yellow: '#f2c230',
  green: '#2a9d4b',
  dark: '#1a1a1a',
};

/** A number written short and always the same way (no « 1e-7 », no trailing zeros). */
export const n = (value) => String(Math.round(value * 100) / 100);

/** The whole picture, in the pictures' frame. */
export const svg = (...parts) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;

/** 0 before `from`, 1 after `to`, smooth in between (speeds up, then slows down). */
export function progress(t, from, to) {
  if (t <= from) return 0;
  if (t >= to) return 1;
  const x = (t - from) / (to - from);
  return x * x * (3 - 2 * x);
}

/** 0 before `from`, 1 after `to`, at a steady speed in between. */
export const linear = (t, from, to) => (t <= from ? 0 : t >= to ? 1 : (t - from) / (to - from));

/**
 * Where a thing is at `t` along its key positions `[time, x, y, angle]` (angle in degrees, 0
 * heading up, 90 right): steady speed between two keys, still before the first and after the
 * last. Give the keys in the order of their times.
 */
export function along(t, keys) {
  const first = keys[0];
  if (t <= first[0]) return { x: first[1], y: first[2], a: first[3] };
  for (let i = 1; i < keys.length; i += 1) {
    const [t1, x1, y1, a1] = keys[i];
    if (t <= t1) {
      const [t0, x0, y0, a0] = keys[i - 1];
      const k = linear(t, t0, t1);
      return { x: x0 + (x1 - x0) * k, y: y0 + (y1 - y0) * k, a: a0 + (a1 - a0) * k };
    }
  }
  const last = keys[keys.length - 1];
  return { x: last[1], y: last[2], a: last[3] };
}

/** Indicators flash at 1.5 Hz (90 a minute, the rule's middle). */
export const flashing = (t) => Math.floor(t * 3) % 2 === 0;

/**
 * Where a vehicle is and what it shows.
 * @typedef {{ x: number, y: number, a: number, colour?: string,
 *   indicator?: 'left' | 'right' | string | null, braking?: boolean, t?: number }} Vehicle
 */

const place = ({ x, y, a }) => `translate(${n(x)} ${n(y)}) rotate(${n(a)})`;

/**
 * A car seen from above, heading up at angle 0. `indicator`: 'left' or 'right' flashing at `t`;
 * `braking`: its stop lights on; the learner's car is blue, the default colour.
 * @param {Vehicle} vehicle
 */
export function car({ x, y, a, colour = COLOURS.me, indicator = null, braking = false, t = 0 }) {
  const lit = indicator !== null && flashing(t);
  const orange = (side) =>
    lit && indicator === side
      ? `<circle cx="${side === 'left' ? -10 : 10}" cy="-22" r="3.2" fill="#ff9f1c"/><circle cx="${side === 'left' ? -10 : 10}" cy="22" r="3.2" fill="#ff9f1c"/>`
      : '';
  const stop = braking
    ? '<rect x="-10" y="21" width="6" height="3" rx="1" fill="#ff2d2d"/><rect x="4" y="21" width="6" height="3" rx="1" fill="#ff2d2d"/>'
    : '';
  return `<g transform="${place({ x, y, a })}"><rect x="-11" y="-24" width="22" height="48" rx="6" fill="${colour}" stroke="${COLOURS.dark}" stroke-width="1"/><path d="M-8 -9L-9 -15Q0 -19 9 -15L8 -9Z" fill="#26333f"/><path d="M-8 12L-9 17Q0 20 9 17L8 12Z" fill="#26333f"/><rect x="-7" y="-8" width="14" height="19" rx="2" fill="#fff" fill-opacity=".18"/><rect x="-10" y="-23" width="5" height="3" rx="1" fill="#fff6c8"/><rect x="5" y="-23" width="5" height="3" rx="1" fill="#fff6c8"/>${stop}${orange('left')}${orange('right')}</g>`;
}

/** A lorry from above, heading up at angle 0: its cab in front, a long white box behind.
 * @param {Vehicle} vehicle
 */
export function lorry({ x, y, a, colour = '#2f6db5', indicator = null, t = 0 }) {
  const lit = indicator !== null && flashing(t);
  const side = indicator === 'left' ? -13 : 13;
  const orange = lit ? `<circle cx="${side}" cy="-48" r="3.5" fill="#ff9f1c"/>` : '';
  return `<g transform="${place({ x, y, a })}"><rect x="-13" y="-24" width="26" height="76" rx="2" fill="${COLOURS.white}" stroke="${COLOURS.dark}"/><rect x="-12" y="-50" width="24" height="24" rx="3" fill="${colour}" stroke="${COLOURS.dark}"/><rect x="-10" y="-47" width="20" height="5" fill="#26333f"/>${orange}</g>`;
}

/** A bus from above, heading up at angle 0.
 * @param {Vehicle} vehicle
 */
export const bus = ({ x, y, a, indicator = null, t = 0 }) =>
  `<g transform="${place({ x, y, a })}"><rect x="-13" y="-45" width="26" height="90" rx="4" fill="#f2c230" stroke="${COLOURS.dark}"/><rect x="-10" y="-42" width="20" height="6" fill="#26333f"/><path d="M-13 -20H13M-13 5H13M-13 30H13" stroke="#b8902a" stroke-width="1"/>${indicator !== null && flashing(t) ? `<circle cx="${indicator === 'left' ? -12 : 12}" cy="-43" r="3.5" fill="#ff9f1c"/>` : ''}</g>`;

/**
 * A cyclist from above, heading up at angle 0: the bicycle, the rider's back and helmet, and an
 * arm held out to the `arm` side when they signal a turn.
 * @param {{ x: number, y: number, a: number, colour?: string, arm?: 'left' | 'right' | null }} cyclist
 */
export const cyclist = ({ x, y, a, colour = '#e07b24', arm = null }) =>
  `<g transform="${place({ x, y, a })}"><rect x="-1.5" y="-15" width="3" height="30" rx="1.5" fill="${COLOURS.dark}"/><path d="M-6 -9H6" stroke="${COLOURS.dark}" stroke-width="2"/><ellipse cy="1" rx="7" ry="5" fill="${colour}" stroke="${COLOURS.dark}" stroke-width=".8"/><circle cy="-1" r="3.6" fill="#3a3d42"/>${arm === 'left' ? `<path d="M-6 0H-17" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>` : arm === 'right' ? `<path d="M6 0H17" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>` : ''}</g>`;

/** A motorcycle and its rider from above, heading up at angle 0.
 * @param {Vehicle} vehicle
 */
export const motorcycle = ({ x, y, a, colour = '#c1121f', indicator = null, t = 0 }) =>
  `<g transform="${place({ x, y, a })}"><rect x="-3" y="-17" width="6" height="34" rx="3" fill="${COLOURS.dark}"/><path d="M-8 -10H8" stroke="${COLOURS.dark}" stroke-width="2.4"/><ellipse cy="1" rx="7" ry="6" fill="#2a2f45"/><circle cy="-1" r="4.2" fill="${colour}"/><circle cy="-15" r="2" fill="#fff6c8"/>${indicator !== null && flashing(t) ? `<circle cx="${indicator === 'left' ? -7 : 7}" cy="-14" r="2.6" fill="#ff9f1c"/>` : ''}</g>`;

/** A walker from above: shoulders and head; `a` turns them the way they walk. */
export const pedestrian = ({ x, y, a = 0, colour = '#e07b24', child = false }) => {
  const k = child ? 0.7 : 1;
  return `<g transform="${place({ x, y, a })} scale(${k})"><ellipse rx="8" ry="5" fill="${colour}" stroke="${COLOURS.dark}" stroke-width=".8"/><circle r="4.2" fill="#4a3326"/></g>`;
};

/** A ball, rolling: a white disc with a red band that turns with the distance covered. */
export const ball = ({ x, y, turn = 0 }) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(turn)})"><circle r="4" fill="#fff" stroke="${COLOURS.dark}" stroke-width=".8"/><path d="M-4 0H4" stroke="${COLOURS.red}" stroke-width="2"/></g>`;

/** A tree seen from above: its crown, lit from the top left. */
export const tree = (x, y) =>
  `<circle cx="${x}" cy="${y}" r="13" fill="#3f7d3a"/><circle cx="${x - 3}" cy="${y - 3}" r="7.2" fill="#5a9a4c"/>`;

/**
 * Trees along both sides of a road across the picture, one every `step` units in turn above (at
 * `top`) and below (at `bottom`), moved left by `offset` as the view follows a vehicle.
 */
export function treesAlong(offset, step, top, bottom) {
  const trees = [];
  for (let i = 0; i < 8; i += 1) {
    const x = ((((i * step - offset) % 400) + 400) % 400) - 40;
    trees.push(tree(x, i % 2 ? top : bottom));
  }
  return trees.join('');
}

/** The yellow frame the real test puts round the vehicle a question is about. */
export const frame = (x, y, width, height) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="3" fill="none" stroke="${COLOURS.frame}" stroke-width="3"/>`;

/** Grass or a town's pavement over the whole picture. */
export const ground = (colour = COLOURS.grass) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>`;

/**
 * A road across the picture from left to right: its top edge at `y`, `lanes` lanes of `lane`
 * units, the lines between them dashed (or `solid` for a continuous centre line).
 */
export function roadAcross(y, { lanes = 2, lane = 34, solid = false, edges = true } = {}) {
  const height = lanes * lane;
  const lines = [];
  for (let i = 1; i < lanes; i += 1) {
    const centre = lanes % 2 === 0 && i === lanes / 2;
    lines.push(
      `<path d="M0 ${y + i * lane}H${WIDTH}" stroke="${COLOURS.line}" stroke-width="2"${centre && solid ? '' : ' stroke-dasharray="18 12"'}/>`,
    );
  }
  const edge = edges
    ? `<path d="M0 ${y + 2}H${WIDTH}M0 ${y + height - 2}H${WIDTH}" stroke="${COLOURS.line}" stroke-width="1.5" stroke-dasharray="8 14"/>`
    : '';
  return `<rect y="${y}" width="${WIDTH}" height="${height}" fill="${COLOURS.road}"/>${lines.join('')}${edge}`;
}

/** A road from top to bottom: its left edge at `x`, like `roadAcross`. */
export function roadDown(x, { lanes = 2, lane = 34, solid = false } = {}) {
  const width = lanes * lane;
  const lines = [];
  for (let i = 1; i < lanes; i += 1) {
    const centre = lanes % 2 === 0 && i === lanes / 2;
    lines.push(
      `<path d="M${x + i * lane} 0V${HEIGHT}" stroke="${COLOURS.line}" stroke-width="2"${centre && solid ? '' : ' stroke-dasharray="18 12"'}/>`,
    );
  }
  return `<rect x="${x}" width="${width}" height="${HEIGHT}" fill="${COLOURS.road}"/>${lines.join('')}`;
}

/**
 * A two-way country road across the picture (y 60 to 140), its centre and edge lines moved left
 * by `offset` as the view follows a vehicle along it.
 */
/**
 * A railway across the picture (ballast, sleepers, two rails, y 42 to 84) and the road crossing
 * it from top to bottom, its surface continuous over the tracks: a level crossing's ground.
 */
export function levelCrossing() {
  const sleepers = [];
  for (let x = 2; x < WIDTH; x += 12)
    sleepers.push(`<rect x="${x}" y="48" width="5" height="30" fill="#7a5c3e"/>`);
  return [
    '<rect y="42" width="320" height="42" fill="#b7a98f"/>',
    ...sleepers,
    '<path d="M0 54H320M0 72H320" stroke="#5b6168" stroke-width="2.5"/>',
    `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/>`,
    '<path d="M126 54H194M126 72H194" stroke="#3a3f45" stroke-width="2"/>',
  ].join('');
}

export const countryRoad = (offset) =>
  `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>` +
  `<path d="M${-(offset % 30) - 30} 100H350" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>` +
  `<path d="M${-(offset % 22) - 22} 62H350M${-(offset % 22) - 22} 138H350" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`;

/** Zebra stripes of a pedestrian crossing over a road across, between `x` and `x + width`. */
export function zebraAcross(x, y, height, width = 30) {
  const stripes = [];
  for (let top = y + 4; top + 7 <= y + height; top += 13)
    stripes.push(`<rect x="${x}" y="${top}" width="${width}" height="7" fill="#fff"/>`);
  return stripes.join('');
}

/** Night: the picture darkened, headlights still bright where the script draws beams. */
export const night = (strength = 0.55) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0b1026" fill-opacity="${strength}"/>`;

/** A beam of headlights ahead of a vehicle at (x, y, a), `reach` units long. */
export const beam = ({ x, y, a }, reach = 90) =>
  `<path transform="${place({ x, y, a })}" d="M-9 -24L-30 ${-24 - reach}H30L9 -24Z" fill="#fff6c8" fill-opacity=".35"/>`;

/** Rain: short slanted streaks, moving down with the time, the same at the same `t`. */
export function rain(t, count = 60) {
  const streaks = [];
  for (let i = 0; i < count; i += 1) {
    const x = (i * 53) % WIDTH;
    const y = (((i * 37) % HEIGHT) + t * 160) % HEIGHT;
    streaks.push(`M${n(x)} ${n(y)}l-3 9`);
  }
  return `<path d="${streaks.join('')}" stroke="#dfe8f2" stroke-width="1" stroke-opacity=".7"/>`;
}

/** Fog: a pale veil that hides what is far (thicker with `strength`). */
export const fog = (strength = 0.5) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e9ecef" fill-opacity="${strength}"/>`;
