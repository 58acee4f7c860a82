// @ts-check
// Grid and graduated borders of scripts/draw-training-chart.mjs: grid lines every `step` minutes,
// latitude scales left and right and longitude scales top and bottom, ticked every `tenth` of a
// minute with a black-and-white band per minute, labelled by minute and at each grid line.

/**
 * `frame`: the chart's limits in minutes (m_lat north of 46°00′ N, m_lon west of 2°00′ W) and in
 * SVG units, `px` the projection, `text` the SVG text helper. Returns the grid path and borders.
 */
export function gridAndBorders(frame, px, text) {
  const { SOUTH, NORTH, WEST, EAST, X0, Y0, X1, Y1, U, COS, step, tenth } = frame;
  const f = (v) => Number(v.toFixed(1));
  const grid = [];
  for (let lat = SOUTH + step; lat < NORTH; lat += step)
    grid.push(`M${X0} ${px([lat, WEST])[1]}H${f(X1)}`);
  for (let lon = WEST - step; lon > EAST; lon -= step)
    grid.push(`M${px([SOUTH, lon])[0]} ${Y0}V${f(Y1)}`);
  const dm = (m, hemisphere) => {
    const deg = Math.floor(m / 60 + 1e-9) + (hemisphere === 'N' ? 46 : 2);
    const min = Math.round(m % 60);
    return `${deg}°${String(min).padStart(2, '0')}′ ${hemisphere}`;
  };
  function borders() {
    const out = [];
    const ticks = [];
    for (let i = 0; i <= Math.round((NORTH - SOUTH) / tenth); i++) {
      const lat = SOUTH + i * tenth;
      const y = px([lat, WEST])[1];
      const len = i % 10 === 0 ? 4 : i % 5 === 0 ? 3 : 1.8;
      ticks.push(`M${X0} ${y}h${-len}M${f(X1)} ${y}h${len}`);
    }
    for (let i = 0; i <= Math.round((WEST - EAST) / tenth); i++) {
      const x = px([SOUTH, WEST - i * tenth])[0];
      const len = i % 10 === 0 ? 4 : i % 5 === 0 ? 3 : 1.8;
      ticks.push(`M${x} ${Y0}v${-len}M${x} ${f(Y1)}v${len}`);
    }
    for (let lat = SOUTH; lat < NORTH; lat++) {
      const fill = lat % 2 ? '#fff' : '#1a1a1a';
      const [, top] = px([lat + 1, WEST]);
      for (const x of [X0 - 10, X1 + 4])
        out.push(`<rect x="${f(x)}" y="${top}" width="6" height="${U}" fill="${fill}"/>`);
    }
    for (let lon = WEST; lon > EAST; lon--) {
      const fill = lon % 2 ? '#fff' : '#1a1a1a';
      const [left] = px([SOUTH, lon]);
      for (const y of [Y0 - 10, Y1 + 4])
        out.push(`<rect x="${left}" y="${f(y)}" width="${f(COS * U)}" height="6" fill="${fill}"/>`);
    }
    out.push(
      `<path d="${ticks.join('')}" stroke="#000" stroke-width="0.6"/>`,
      `<rect x="${X0 - 10}" y="${Y0 - 10}" width="${f(X1 - X0 + 20)}" height="${f(Y1 - Y0 + 20)}" fill="none" stroke="#000" stroke-width="1"/>`,
      `<rect x="${X0 - 4}" y="${Y0 - 4}" width="${f(X1 - X0 + 8)}" height="${f(Y1 - Y0 + 8)}" fill="none" stroke="#000" stroke-width="0.6"/>`,
    );
    const labels = [];
    for (let lat = SOUTH; lat <= NORTH; lat++) {
      const y = px([lat, WEST])[1] + 4;
      const major = lat % step === 0;
      const content = major ? dm(lat, 'N') : `${String(lat % 60).padStart(2, '0')}′`;
      const attrs = `font-size="${major ? 12 : 11}"${major ? ' font-weight="bold"' : ''}`;
      labels.push(text(X0 - 14, y, content, `${attrs} text-anchor="end"`));
      labels.push(text(X1 + 14, y, content, attrs));
    }
    for (let lon = WEST; lon >= EAST; lon--) {
      const x = px([SOUTH, lon])[0];
      const major = lon % step === 0;
      const content = major ? dm(lon, 'W') : String(lon % 60).padStart(2, '0');
      const attrs = `font-size="${major ? 12 : 11}" text-anchor="middle"${major ? ' font-weight="bold"' : ''}`;
      labels.push(text(x, major ? Y0 - 28 : Y0 - 14, content, attrs));
      labels.push(text(x, major ? Y1 + 36 : Y1 + 24, content, attrs));
    }
    return out.join('') + labels.join('');
  }
  return {
    grid: `<path d="${grid.join('')}" stroke="#000" stroke-width="0.5"/>`,
    borders: borders(),
  };
}
