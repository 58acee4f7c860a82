// @ts-check
// A town street seen from above, the view still. I drive slowly out of a car park, through an
// opening in the wall of a building, towards the pavement and the street. A pedestrian walks
// along the pavement from the right, towards the opening; a white car comes along the street
// from my left. The scene holds with my car at the edge of the pavement, the pedestrian about
// to pass in front of it and the white car coming.
import { COLOURS, along, car, ground, pedestrian, svg } from '../kit.mjs';

const END = 8;

export default {
  duree: 9,
  image: (tt) => {
    const t = Math.min(tt, END);
    const me = along(t, [
      [0, 160, 222, 0],
      [END, 160, 162, 0],
    ]);
    const walker = along(t, [
      [0, 330, 123, -90],
      [END, 206, 123, -90],
    ]);
    const white = along(t, [
      [2.5, -40, 92, 90],
      [END, 86, 92, 90],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // Buildings across the street, its pavement, the street.
      '<rect width="320" height="16" fill="#b7a48a"/><path d="M0 16H320" stroke="#9c968c" stroke-width="1.5"/>',
      `<rect y="38" width="320" height="74" fill="${COLOURS.road}"/>`,
      `<path d="M0 38H320M0 112H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      '<path d="M0 75H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      // My building, with the car park opening; the lowered kerb in front of it.
      '<rect x="0" y="136" width="136" height="64" fill="#c9b79b"/><rect x="184" y="136" width="136" height="64" fill="#c9b79b"/>',
      '<path d="M0 136H136M184 136H320" stroke="#8b7b62" stroke-width="2"/>',
      '<rect x="136" y="136" width="48" height="64" fill="#6b7077"/><path d="M136 136V200M184 136V200" stroke="#4a4e54" stroke-width="3"/>',
      '<path d="M138 112H182" stroke="#cfcac1" stroke-width="2.5"/>',
      car({ ...white, colour: '#e8e8e8' }),
      car({ ...me }),
      pedestrian({ ...walker, colour: '#7b3fa0' }),
    );
  },
};
