// @ts-check
// Draws Prépacode's training chart for the offshore licence (permis hauturier) from its data,
// content/banks/hauturier/carte/carte.yaml, into content/media/hauturier/carte-entrainement.svg.
// Why: the exam is worked on a paper chart; ours is an invented coast (never a copy of the
// SHOM's training chart), and the data file stays the one source of truth, so that what the
// learner sees and what the exercises' corrections were computed from cannot drift apart.
// Deterministic: the same data gives the same SVG, byte for byte. Run: node scripts/draw-training-chart.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  COLOURS,
  anchor,
  at,
  buoy,
  compassRose,
  landmark,
  light,
  polar,
  rock,
} from './training-chart/symbols.mjs';
import { gridAndBorders } from './training-chart/frame.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'content/banks/hauturier/carte');
const chart = parse(readFileSync(path.join(folder, 'carte.yaml'), 'utf8'));

// ---- Projection: minutes of latitude north of 46°00′ N (m_lat), of longitude west of 2°00′ W
// (m_lon); north is up, 1′ of latitude is U units, 1′ of longitude U × cos(reference latitude).
const U = chart.projection.unites_par_mille;
const COS = Math.cos((chart.projection.latitude_reference * Math.PI) / 180);
const minutes = (text) => {
  const m = text.match(/(\d+)°(\d+)(?:,(\d+))?′\s*([NSEW])/);
  if (!m) throw new Error(`coordonnée illisible\u202F: ${text}`);
  return (+m[1] - (/[NS]/.test(m[4]) ? 46 : 2)) * 60 + Number(`${m[2]}.${m[3] ?? 0}`);
};
const position = (text) => {
  const [lat, lon] = text.split(/(?<=[NS])\s+/);
  return [minutes(lat), minutes(lon)];
};
const SOUTH = minutes(chart.cadre.sud);
const NORTH = minutes(chart.cadre.nord);
const WEST = minutes(chart.cadre.ouest);
const EAST = minutes(chart.cadre.est);
const { largeur: WIDTH, hauteur: HEIGHT, x0: X0, y0: Y0 } = chart.dessin;
const X1 = X0 + (WEST - EAST) * COS * U;
const Y1 = Y0 + (NORTH - SOUTH) * U;
const f = (v) => Number(v.toFixed(1));
/** @type {(position: number[]) => [number, number]} */
const px = ([lat, lon]) => [f(X0 + (WEST - lon) * COS * U), f(Y0 + (NORTH - lat) * U)];
const pathOf = (rings) =>
  rings.map((ring) => `M${ring.map((p) => px(p).join(' ')).join('L')}Z`).join('');
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const decimal = (v, digits) => v.toFixed(digits).replace('.', ',');
const text = (x, y, content, attrs = '') =>
  `<text x="${f(x)}" y="${f(y)}"${attrs ? ` ${attrs}` : ''}>${esc(content)}</text>`;
const HALO = 'stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"';

// ---- Sea, depth areas, land
const geo = chart.geometrie;
const iso = geo.isobathes;
const depthAreas =
  `<rect x="${X0}" y="${Y0}" width="${f(X1 - X0)}" height="${f(Y1 - Y0)}" fill="#fff"/>` +
  `<path d="${pathOf(iso['10'])}" fill="#deedf8" fill-rule="evenodd"/>` +
  `<path d="${pathOf(iso['5'])}" fill="#b9d8f0" fill-rule="evenodd"/>` +
  `<path d="${pathOf(iso['0'])}" fill="#c4d9a6" fill-rule="evenodd"/>`;
const DASHES = { 0: '1 2', 5: '2 2', 10: '6 2', 20: '8 2 2 2' };
const isobaths = Object.entries(iso)
  .map(
    ([level, rings]) =>
      `<path d="${pathOf(rings)}" fill="none" stroke="${level === '0' ? '#5d7a3a' : '#4f86b5'}" stroke-width="0.7" stroke-dasharray="${DASHES[level]}"/>`,
  )
  .join('');
const land = `<path d="${pathOf(geo.terre)}" fill="#f3dc9f" stroke="#5c4a1e" stroke-width="1" fill-rule="evenodd"/>`;

const isobathLabels = geo.isobathes_cotes
  .map(([lat, lon, level]) => {
    const [x, y] = px([lat, lon]);
    return text(x, y + 4, level, `font-size="11" fill="#2f6a9a" text-anchor="middle" ${HALO}`);
  })
  .join('');

// ---- Soundings: whole metres, decimetre as a subscript; a drying height is underlined.
function sounding(x, y, value, size = 12) {
  const depth = Math.abs(value);
  const whole = Math.floor(depth + 1e-9);
  const tenth = Math.round((depth - whole) * 10);
  const width = String(whole).length * size * 0.56 + (tenth ? size * 0.5 : 0);
  const sub = tenth ? `<tspan dy="3" font-size="11">${tenth}</tspan>` : '';
  const underline =
    value < 0
      ? `<path d="M${f(x - width / 2)} ${f(y + 5.5)}h${f(width)}" stroke="#333" stroke-width="0.8"/>`
      : '';
  return `<text x="${f(x - width / 2)}" y="${f(y + 4)}" font-size="${size}" font-style="italic">${whole}${sub}</text>${underline}`;
}
const soundings = geo.sondes
  .map(([lat, lon, value]) => sounding(...px([lat, lon]), value))
  .join('');
const rocks = geo.roches
  .map((r) => {
    const [x, y] = px(r.position);
    const drying = r.decouvre !== undefined;
    const [dx, dy] = r.etiquette;
    return at(x, y, rock(drying)) + sounding(x + dx, y + dy, drying ? -r.decouvre : r.sonde, 11.5);
  })
  .join('');

// ---- Harbour: jetties and the sill
const harbour = chart.port;
const jetties = harbour.jetees
  .map(
    (line) =>
      `<path d="M${line.map((p) => px(p).join(' ')).join('L')}" fill="none" stroke="#5c4a1e" stroke-width="3.2" stroke-linecap="round"/>`,
  )
  .join('');
const [sx, sy] = px(position(harbour.seuil.position));
const [wx, wy] = px(harbour.jetees[0].at(-1));
const [ex, ey] = px(harbour.jetees[1].at(-1));
const sill =
  `<path d="M${wx} ${wy}L${ex} ${ey}" stroke="#5d7a3a" stroke-width="2" stroke-dasharray="2 1.5"/>` +
  `<g ${HALO}>${text(sx - 30, sy + 15, harbour.seuil.libelle, 'font-size="12" text-anchor="end"')}` +
  `${sounding(sx - 16, sy + 11, -harbour.seuil.decouvrement)}</g>`;

// ---- Lights, their sectors, buoys, landmarks, anchorages
const SECTOR_COLOURS = { W: COLOURS.sectorW, R: COLOURS.R, G: COLOURS.G };
function sectors(x, y, list) {
  const r = 1.0 * U;
  const limits = [...new Set(list.flatMap((s) => [s.de, s.a]))]
    .map((b) => {
      const [lx, ly] = polar(x, y, 4.5 * U, b + 180);
      return `M${f(x)} ${f(y)}L${f(lx)} ${f(ly)}`;
    })
    .join('');
  const arcs = list
    .map((s) => {
      const from = s.de + 180;
      const to = s.a + 180 + (s.a < s.de ? 360 : 0);
      const [ax, ay] = polar(x, y, r, from);
      const [bx, by] = polar(x, y, r, to);
      const [mx, my] = polar(x, y, r - 13, (from + to) / 2);
      return (
        `<path d="M${f(ax)} ${f(ay)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${f(bx)} ${f(by)}" fill="none" stroke="${SECTOR_COLOURS[s.couleur]}" stroke-width="3"/>` +
        text(
          mx,
          my + 4,
          s.couleur,
          `font-size="12" font-weight="bold" text-anchor="middle" ${HALO}`,
        )
      );
    })
    .join('');
  return `<path d="${limits}" stroke="#555" stroke-width="0.8" stroke-dasharray="5 3"/>${arcs}`;
}
const label = (x, y, [dx, dy], lines) =>
  lines
    .map(([content, attrs], i) =>
      text(
        x + dx,
        y + dy + i * 13,
        content,
        `font-size="12" text-anchor="${dx < 0 ? 'end' : 'start'}" ${attrs} ${HALO}`,
      ),
    )
    .join('');
const MAGENTA = `fill="${COLOURS.light}" font-weight="bold"`;
const lights = chart.feux
  .map((l) => {
    const [x, y] = px(position(l.position));
    return (
      (l.secteurs ? sectors(x, y, l.secteurs) : '') +
      at(x, y, light(l.type)) +
      label(x, y, l.etiquette, [
        [l.nom, ''],
        [l.caracteristique, MAGENTA],
      ])
    );
  })
  .join('');
const buoys = chart.balisage
  .map((b) => {
    const [x, y] = px(position(b.position));
    return (
      at(x, y, buoy(b.type, Boolean(b.feu))) +
      label(x, y, b.etiquette, [
        [b.nom, ''],
        [b.feu ?? '', MAGENTA],
      ])
    );
  })
  .join('');
const landmarks = chart.amers
  .map((a) => {
    const [x, y] = px(position(a.position));
    return at(x, y, landmark(a.type)) + label(x, y, a.etiquette, [[a.nom, 'font-weight="bold"']]);
  })
  .join('');
const anchorages = chart.mouillages
  .map((m) => {
    const [x, y] = px(position(m.position));
    return at(x, y, anchor) + sounding(x + 18, y, m.sonde);
  })
  .join('');
const STYLES = {
  terre: 'fill="#3d2f0f"',
  mer: 'fill="#1f4e79" font-style="italic"',
  danger: 'fill="#222" font-style="italic"',
};
const names = chart.toponymes
  .map((t) => {
    const [x, y] = px(position(t.position));
    return text(
      x,
      y,
      t.nom,
      `font-size="${t.taille}" text-anchor="middle" ${STYLES[t.style]} ${t.style === 'terre' ? 'font-weight="bold"' : ''} ${HALO}`,
    );
  })
  .join('');

// ---- Compass rose
const [rx, ry] = px(position(chart.rose.position));
const D = chart.declinaison;
const rose = compassRose(rx, ry, chart.rose.rayon * U, D.degres, [
  `Décl. ${D.valeur} ${D.annee}`,
  D.variation_annuelle,
]);

// ---- Grid every 5′, graduated borders (ticks every 0,1′, bands every minute)
const frame = { SOUTH, NORTH, WEST, EAST, X0, Y0, X1, Y1, U, COS };
const { grid, borders } = gridAndBorders(
  { ...frame, step: chart.cadre.quadrillage, tenth: chart.cadre.graduation },
  px,
  text,
);

// ---- Side panel: title block, conventions, tide table, sectors, scale
const PX = X1 + 72;
const panel = [];
let py = Y0 - 10;
const line = (content, size = 12, attrs = '') => {
  panel.push(text(PX, py + size, content, `font-size="${size}" ${attrs}`));
  py += size + 5;
};
const wrap = (content, size, attrs = '', width = 1188 - PX) => {
  const words = content.split(' ');
  let current = '';
  for (const word of words) {
    if ((current + ' ' + word).length * size * 0.52 > width && current) {
      line(current, size, attrs);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) line(current, size, attrs);
};
const titleTop = py;
py += 8;
const [t1, t2, t3] = chart.titre.split(' — ');
line(t1, 19, 'font-weight="bold"');
line(t2, 16);
line(t3, 13, `font-weight="bold" fill="${COLOURS.R}"`);
py += 4;
line(chart.sous_titre, 13, 'font-style="italic"');
py += 4;
panel.unshift(
  `<rect x="${f(PX - 8)}" y="${titleTop}" width="${f(1192 - PX)}" height="${f(py - titleTop)}" fill="#fff" stroke="#000" stroke-width="1.2"/>`,
);
py += 12;
wrap(
  `Projection de Mercator à rapport constant (${chart.projection.latitude_reference}° N)\u202F: 1′ de latitude = 1 mille, 1′ de longitude = ${decimal(COS, 3)} mille.`,
  11.5,
);
wrap(`Sondes en mètres, ${chart.sondes.zero}. ${chart.sondes.regle}`, 11.5);
wrap(
  `Isobathes ${chart.sondes.isobathes.join(', ')} m. Déclinaison ${D.valeur} en ${D.annee}.`,
  11.5,
);
py += 10;
const tide = chart.maree;
line(`Marées à ${tide.port}`, 14, 'font-weight="bold"');
wrap(`${tide.heures[0].toUpperCase()}${tide.heures.slice(1)}, hauteurs en ${tide.hauteurs}.`, 11.5);
for (const day of tide.jours) {
  py += 3;
  line(day.libelle, 12.5, 'font-weight="bold"');
  for (const e of day.etales) {
    const [h, m] = e.heure.split(':');
    const cells = [
      [e.type === 'PM' ? 'Pleine mer' : 'Basse mer', 0],
      [`${h} h ${m}`, 88],
      [`${decimal(e.hauteur, 2)} m`, 150],
      [e.coefficient ? `coef. ${e.coefficient}` : '', 205],
    ];
    for (const [c, dx] of cells) if (c) panel.push(text(PX + dx, py + 12, c, 'font-size="12"'));
    py += 17;
  }
}
py += 4;
wrap(tide.regle, 11.5);
py += 10;
const pennGaro = chart.feux.find((l) => l.secteurs);
line(`Secteurs du ${pennGaro.nom.replace(/^Phare/, 'phare')}`, 13, 'font-weight="bold"');
wrap('Relèvements du feu vus du large\u202F; ailleurs, il est masqué par la terre.', 11.5);
const deg = (b) => `${String(b).padStart(3, '0')}°`;
pennGaro.secteurs.forEach((s, i) => {
  const x = PX + (i % 2) * 140;
  panel.push(text(x, py + 12, `${s.couleur} de ${deg(s.de)} à ${deg(s.a)}`, 'font-size="12"'));
  if (i % 2 || i === pennGaro.secteurs.length - 1) py += 17;
});
py += 10;
line('Échelle (1 mille = 1′ de latitude)', 12, 'font-weight="bold"');
py += 4;
for (let i = 0; i < 5; i++)
  panel.push(
    `<rect x="${f(PX + i * U)}" y="${py}" width="${U}" height="6" fill="${i % 2 ? '#fff' : '#1a1a1a'}" stroke="#000" stroke-width="0.6"/>`,
    text(PX + i * U, py + 20, String(i), 'font-size="11" text-anchor="middle"'),
  );
panel.push(text(PX + 5 * U, py + 20, '5 milles', 'font-size="11" text-anchor="middle"'));
py += 38;
line('Légende', 13, 'font-weight="bold"');
const swatch = (fill) =>
  `<rect x="-9" y="-6" width="18" height="12" fill="${fill}" stroke="#777" stroke-width="0.5"/>`;
const legend = [
  [swatch('#c4d9a6'), 'Estran (découvre)'],
  [swatch('#b9d8f0'), 'Fonds de 0 à 5 m'],
  [swatch('#deedf8'), 'Fonds de 5 à 10 m'],
  [rock(true), 'Roche découvrante'],
  [rock(false), 'Roche couverte'],
  [anchor, 'Mouillage'],
];
legend.forEach(([symbol, caption], i) => {
  const x = PX + (i % 2) * 140;
  const y = py + 10 + Math.floor(i / 2) * 22;
  panel.push(at(x + 9, y, symbol), text(x + 24, y + 4, caption, 'font-size="11"'));
});

// ---- Assembly
const title = chart.titre;
const desc =
  `Carte marine inventée, de ${chart.cadre.sud} à ${chart.cadre.nord} et de ${chart.cadre.ouest} à ${chart.cadre.est}\u202F: ` +
  `${chart.sous_titre[0].toLowerCase()}${chart.sous_titre.slice(1)}, ${chart.feux.length} feux, ${chart.balisage.length} balises du système AISM région A, ` +
  `${chart.amers.length} amers, sondes et isobathes en mètres, rose des vents (déclinaison ${D.valeur} ${D.annee}) ` +
  `et annuaire des marées de ${tide.port} pour deux jours. ${chart.avertissement}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="carte-titre carte-desc" font-family="sans-serif">
<title id="carte-titre">${esc(title)}</title>
<desc id="carte-desc">${esc(desc)}</desc>
<defs><clipPath id="cadre"><rect x="${X0}" y="${Y0}" width="${f(X1 - X0)}" height="${f(Y1 - Y0)}"/></clipPath></defs>
<rect width="1200" height="900" fill="#fff"/>
<g clip-path="url(#cadre)">
${depthAreas}
${isobaths}
${land}
${grid}
${jetties}
<g fill="#333">${soundings}${rocks}</g>
${isobathLabels}
${rose}
${anchorages}
${lights}
${sill}
${buoys}
${landmarks}
${names}
</g>
${borders}
${panel.join('\n')}
</svg>
`;
writeFileSync(path.join(root, 'content/media/hauturier/carte-entrainement.svg'), svg);
console.log(`carte-entrainement.svg\u202F: ${(svg.length / 1024).toFixed(0)} Kio`);
