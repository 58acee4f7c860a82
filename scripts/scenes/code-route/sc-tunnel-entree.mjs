// @ts-check
// A road going into a tunnel, the view following me. A grey car is ahead of me. Before the
// tunnel mouth I switch my dipped headlights on, and I let the grey car draw away a little
// before going in. The scene holds with both cars inside the lit tunnel.
import { beam, car, COLOURS, ground, progress, svg, tree } from '../kit.mjs';

const cam = (t) => 27 * Math.min(t, 8);

export default {
  duree: 9,
  image: (t) => {
    const c = cam(t);
    const mouth = 250 - c; // the tunnel's mouth on screen
    const lamps = [];
    for (let x = mouth + 10; x < 330; x += 30)
      lamps.push(
        `<circle cx="${x}" cy="54" r="2.5" fill="#ffd27a"/><circle cx="${x + 15}" cy="146" r="2.5" fill="#ffd27a"/>`,
      );
    const me = { x: 60 + 70 * progress(t, 0, 8), y: 120, a: 90 };
    const grey = { x: 150 + 120 * progress(t, 0, 8), y: 120, a: 90 };
    const lights = t > 2.2;
    // Inside the tunnel a beam is less bright: it is cut where the mouth is drawn over.
    return svg(
      ground(),
      tree(mouth - 200, 30),
      tree(mouth - 120, 176),
      tree(mouth - 60, 24),
      tree(mouth - 250, 172),
      `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
      '<path d="M0 100H320" stroke="#fff" stroke-width="2"/>',
      '<path d="M0 62H320M0 138H320" stroke="#fff" stroke-width="1.5"/>',
      // The tube: dark walls on both sides beyond the mouth, its lamps, its concrete head wall.
      `<rect x="${mouth}" y="0" width="${Math.max(0, 340 - mouth)}" height="60" fill="#2b2e33"/><rect x="${mouth}" y="140" width="${Math.max(0, 340 - mouth)}" height="60" fill="#2b2e33"/>`,
      `<rect x="${mouth}" y="60" width="${Math.max(0, 340 - mouth)}" height="80" fill="#000" fill-opacity=".18"/>`,
      ...lamps,
      lights ? beam(me, 34) : '',
      beam(grey, 34),
      car({ ...grey, colour: '#7a7f87' }),
      car({ ...me }),
      `<rect x="${mouth - 8}" y="0" width="10" height="60" fill="#a8a39a" stroke="#6b665e"/><rect x="${mouth - 8}" y="140" width="10" height="60" fill="#a8a39a" stroke="#6b665e"/>`,
    );
  },
};
