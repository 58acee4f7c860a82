// @ts-check
// Chart symbols for scripts/draw-training-chart.mjs, after the international chart symbols
// (INT 1): buoys of the IALA region A system with their colours and topmarks, lights with their
// magenta flare, landmarks, the compass rose and the graduated borders. Every function returns
// SVG text; positions are in SVG user units, bearings in degrees clockwise from true north.

export const COLOURS = {
  B: '#1a1a1a',
  Y: '#f4c20d',
  R: '#d0202a',
  G: '#1f8a3b',
  W: '#ffffff',
  light: '#c2187a',
  sectorW: '#e0a800',
};

const f = (v) => Number(v.toFixed(1));
export const at = (x, y, body) => `<g transform="translate(${f(x)} ${f(y)})">${body}</g>`;

/** A point at `r` units from (x, y) on a true bearing. */
export const polar = (x, y, r, bearing) => {
  const a = (bearing * Math.PI) / 180;
  return [x + r * Math.sin(a), y - r * Math.cos(a)];
};

const poly = (points, fill, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" fill="${fill}" stroke="#000" stroke-width="0.7"${extra}/>`;

// A pillar buoy 13 units high, its horizontal bands listed from the top.
function pillar(bands) {
  const h = 13 / bands.length;
  const width = (y) => 4 - (1.5 * -y) / 13;
  return bands
    .map((c, i) => {
      const top = -13 + i * h;
      const bottom = top + h;
      const pts = [
        [-width(top), top],
        [width(top), top],
        [width(bottom), bottom],
        [-width(bottom), bottom],
      ];
      return poly(pts, COLOURS[c]);
    })
    .join('');
}

const cone = (y, up, colour = 'B') =>
  up
    ? poly(
        [
          [-3.5, y + 6],
          [3.5, y + 6],
          [0, y],
        ],
        COLOURS[colour],
      )
    : poly(
        [
          [-3.5, y],
          [3.5, y],
          [0, y + 6],
        ],
        COLOURS[colour],
      );
const ball = (y, colour) =>
  `<circle cy="${y}" r="2.6" fill="${COLOURS[colour]}" stroke="#000" stroke-width="0.6"/>`;
const stick = '<path d="M0 -13V-15" stroke="#000" stroke-width="1"/>';

const BUOYS = {
  'cardinale-nord': () => pillar(['B', 'Y']) + stick + cone(-28, true) + cone(-21.5, true),
  'cardinale-sud': () => pillar(['Y', 'B']) + stick + cone(-28, false) + cone(-21.5, false),
  'cardinale-est': () => pillar(['B', 'Y', 'B']) + stick + cone(-28, true) + cone(-21.5, false),
  'cardinale-ouest': () => pillar(['Y', 'B', 'Y']) + stick + cone(-28, false) + cone(-21.5, true),
  'danger-isole': () => pillar(['B', 'R', 'B']) + stick + ball(-24.5, 'B') + ball(-18.5, 'B'),
  'eaux-saines': () =>
    poly(
      [
        [-4, 0],
        [4, 0],
        [2.5, -13],
        [-2.5, -13],
      ],
      COLOURS.W,
    ) +
    poly(
      [
        [-1.3, 0],
        [1.3, 0],
        [0.8, -13],
        [-0.8, -13],
      ],
      COLOURS.R,
    ) +
    poly(
      [
        [-4, 0],
        [-2.6, 0],
        [-1.6, -13],
        [-2.5, -13],
      ],
      COLOURS.R,
    ) +
    poly(
      [
        [4, 0],
        [2.6, 0],
        [1.6, -13],
        [2.5, -13],
      ],
      COLOURS.R,
    ) +
    stick +
    ball(-18, 'R'),
  'laterale-babord': () =>
    poly(
      [
        [-4, 0],
        [4, 0],
        [4, -11],
        [-4, -11],
      ],
      COLOURS.R,
    ) +
    '<path d="M0 -11V-14" stroke="#000" stroke-width="1"/>' +
    poly(
      [
        [-2.8, -14],
        [2.8, -14],
        [2.8, -19.5],
        [-2.8, -19.5],
      ],
      COLOURS.R,
    ),
  'laterale-tribord': () =>
    poly(
      [
        [-5, 0],
        [5, 0],
        [0, -14],
      ],
      COLOURS.G,
    ) +
    poly(
      [
        [-3, -15],
        [3, -15],
        [0, -20.5],
      ],
      COLOURS.G,
    ),
};

/** The magenta flare of a light, its point on the light, pointing on `bearing`. */
export const flare = (bearing, length = 16) =>
  `<path d="M0 0L-3 ${-length + 3}A3.2 3.2 0 1 1 3 ${-length + 3}Z" fill="${COLOURS.light}" fill-opacity="0.85" transform="rotate(${bearing})"/>`;

const positionMark = '<circle r="1.8" fill="#fff" stroke="#000" stroke-width="0.8"/>';

export function buoy(type, lit) {
  const draw = BUOYS[type];
  if (!draw) throw new Error(`type de balise inconnu : ${type}`);
  return (lit ? flare(40, 15) : '') + draw() + positionMark;
}

const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 ? 2.6 : 6.5;
  const a = (i * Math.PI) / 5;
  return [r * Math.sin(a), -r * Math.cos(a)];
});

export function light(type) {
  const major = type === 'phare';
  return major
    ? flare(30, 24) + poly(STAR, COLOURS.B) + positionMark
    : flare(30, 16) + '<circle r="2.6" fill="#1a1a1a"/>';
}

const LANDMARKS = {
  clocher:
    '<circle r="4.5" fill="none" stroke="#000" stroke-width="1"/><path d="M0 -4.5V-13M-3.5 -9.5H3.5" stroke="#000" stroke-width="1.2"/>',
  'chateau-eau':
    '<circle r="4.5" fill="none" stroke="#000" stroke-width="1"/><path d="M0 -4.5V-9M-5 -9H5L3.5 -14H-3.5Z" fill="#1a1a1a" stroke="#000" stroke-width="1"/>',
  moulin:
    '<circle r="4.5" fill="none" stroke="#000" stroke-width="1"/><path d="M-6 -6L6 6M-6 6L6 -6" stroke="#000" stroke-width="1.2"/>',
  tour: '<path d="M-3 0V-13H3V0" fill="#1a1a1a" stroke="#000"/>',
};

export const landmark = (type) => (LANDMARKS[type] ?? '') + positionMark;

export const anchor =
  '<g stroke="#7a2d8f" stroke-width="1.4" fill="none"><circle cy="-7" r="1.8"/><path d="M0 -5V6M-4 -2H4M-6 2Q-5 7 0 7Q5 7 6 2"/></g>';

/** A drying rock (asterisk) or a submerged rock (cross in a dotted circle). */
export const rock = (drying) =>
  drying
    ? '<path d="M-4 0H4M-2.8 -3.5L2.8 3.5M-2.8 3.5L2.8 -3.5" stroke="#000" stroke-width="1"/>'
    : '<path d="M-3 0H3M0 -3V3" stroke="#000" stroke-width="1"/><circle r="6" fill="none" stroke="#000" stroke-width="0.7" stroke-dasharray="1.2 1.2"/>';

/** Compass rose: true ring graduated by degree, magnetic ring turned by the declination. */
export function compassRose(x, y, r, declination, caption) {
  const ticks = (radius, rotation, step, long) => {
    let d = '';
    for (let b = 0; b < 360; b += step) {
      const len = b % 10 === 0 ? long : b % 5 === 0 ? long * 0.6 : long * 0.35;
      const [x1, y1] = polar(0, 0, radius, b + rotation);
      const [x2, y2] = polar(0, 0, radius - len, b + rotation);
      d += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
    }
    return `<path d="${d}" stroke="#7a2d8f" stroke-width="0.6"/>`;
  };
  const labels = (radius, rotation, size) =>
    Array.from({ length: 12 }, (_, i) => {
      const [lx, ly] = polar(0, 0, radius, i * 30 + rotation);
      const text = String(i * 30).padStart(3, '0');
      return `<text x="${f(lx)}" y="${f(ly + size * 0.35)}" font-size="${size}" text-anchor="middle" transform="rotate(${i * 30 + rotation} ${f(lx)} ${f(ly)})">${text}</text>`;
    }).join('');
  const inner = r * 0.72;
  const [nx, ny] = polar(0, 0, inner - 14, declination);
  return at(
    x,
    y,
    `<g fill="#7a2d8f" font-family="sans-serif">` +
      `<circle r="${f(r)}" fill="none" stroke="#7a2d8f" stroke-width="0.9"/>` +
      `<circle r="${f(r - 12)}" fill="none" stroke="#7a2d8f" stroke-width="0.5"/>` +
      ticks(r, 0, 1, 9) +
      labels(r - 20, 0, 11) +
      `<circle r="${f(inner)}" fill="none" stroke="#7a2d8f" stroke-width="0.7"/>` +
      ticks(inner, declination, 5, 8) +
      `<path d="M0 ${f(-r + 2)}L-4 ${f(-r + 14)}H4Z"/>` +
      `<path d="M0 0L${f(nx)} ${f(ny)}" stroke="#7a2d8f" stroke-width="1.2"/>` +
      `<path d="M${f(nx)} ${f(ny)}l-3 8h6z" transform="rotate(${declination} ${f(nx)} ${f(ny)})"/>` +
      caption
        .map(
          (line, i) =>
            `<text y="${16 + i * 14}" font-size="11.5" text-anchor="middle">${line}</text>`,
        )
        .join('') +
      `</g>`,
  );
}
