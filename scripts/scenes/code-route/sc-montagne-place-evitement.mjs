// @ts-check
// A narrow mountain road seen from above: the rock face along the top, a parapet and the drop
// along the bottom, a lay-by cut into the rock on the right. I come down from the left; a red
// car comes up from the right and has just passed the lay-by. The road is too narrow for both:
// I stop first. The red car backs up into the lay-by, and I then drive on slowly past it. The
// scene holds as I pass it.
import { COLOURS, car, along, svg } from '../kit.mjs';

export default {
  duree: 10,
  image: (t) => {
    // Me, going down: slowing to a stop at 3 s, waiting, then on at a walking pace.
    const me = along(t, [
      [0, -20, 110, 90],
      [1.6, 70, 110, 90],
      [3, 100, 110, 90],
      [6.6, 100, 110, 90],
      [9, 215, 110, 90],
    ]);
    // The red car, going up: it stops just past the lay-by, then backs into it.
    const red = along(t, [
      [0, 340, 90, -90],
      [2.4, 228, 90, -90],
      [3.4, 215, 90, -90],
      [4.2, 218, 90, -90],
      [5.2, 240, 80, -112],
      [6.2, 268, 70, -90],
    ]);
    const rock = [];
    for (let x = 8; x < 320; x += 46)
      rock.push(
        `<path d="M${x} ${14 + (x % 3) * 9}l14 -6l12 8" stroke="#6a5a48" stroke-width="2.5" fill="none"/>`,
      );
    return svg(
      // The rock face, the lay-by cut into it, the road, the parapet and the slope below.
      '<rect width="320" height="200" fill="#4f6f3a"/>',
      '<rect width="320" height="80" fill="#7b6a58"/>',
      ...rock,
      `<path d="M232 80L248 56H292L308 80Z" fill="${COLOURS.road}"/>`,
      `<rect y="79" width="320" height="42" fill="${COLOURS.road}"/>`,
      '<rect y="121" width="320" height="6" fill="#b9b2a2"/>',
      '<path d="M0 150Q80 160 160 148T320 152M0 178Q90 188 170 174T320 182" stroke="#3f5a2e" stroke-width="3" fill="none"/>',
      car({ ...red, colour: COLOURS.red, braking: t > 2.4 && t < 3.6 }),
      car({ ...me, braking: t > 1.6 && t < 3.2 }),
    );
  },
};
