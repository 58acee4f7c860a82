// @ts-check
// A street in town. On the far side, a bus stands at its stop, facing the other way; people who
// got off walk away along the pavement. As I come up, a man who got off steps out from behind
// the rear of the bus and walks across towards my lane. I brake and stop; he goes on across
// in front of me. The scene holds with him on my lane, my car stopped.
import { bus, car, COLOURS, ground, linear, pedestrian, svg } from '../kit.mjs';

export default {
  duree: 8,
  image: (t) => {
    // I drive on at a steady pace, then brake from 2.9 s and stop at 4.9 s.
    const k = linear(t, 2.9, 4.9);
    const x = t < 2.9 ? -40 + 52 * t : 110.8 + 52 * (1 - (1 - k) * (1 - k));
    // The man, hidden by the bus, steps out from behind its rear from 2.2 s, then walks
    // across until 6.6 s.
    const out = linear(t, 2.2, 3.2);
    const walked = linear(t, 3.2, 6.6);
    const px = 200 + 32 * out + 4 * walked;
    const py = 74 + 14 * out + 32 * walked;
    const pa = 180 - 45 * (out > 0 && out < 1 ? 1 : 0);
    const away = linear(t, 0, 7);
    return svg(
      ground(COLOURS.pavement),
      // Shops along the far pavement, the bus shelter.
      '<rect x="0" y="0" width="110" height="30" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="120" y="0" width="200" height="30" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="150" y="38" width="56" height="12" fill="#9aa7b4" stroke="#4b5563"/>',
      // The street, two lanes; the stop's yellow zigzag line along the far kerb.
      `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
      '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      `<path d="M0 60H320M0 140H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      '<path d="M118 63l6 4l6 -4l6 4l6 -4l6 4l6 -4l6 4l6 -4l6 4l6 -4l6 4l6 -4l6 4l6 -4l6 4l6 -4l6 4" stroke="#f2c230" stroke-width="1.5" fill="none"/>',
      // Two people who got off, walking away along the far pavement.
      pedestrian({ x: 120 - 22 * away, y: 52, a: -90, colour: '#2a9d4b' }),
      pedestrian({ x: 214 + 18 * away, y: 46, a: 90, colour: '#6d28d9' }),
      // The man on the road is drawn before the bus: it hides him until he steps out.
      pedestrian({ x: px, y: py, a: pa, colour: '#e07b24' }),
      bus({ x: 170, y: 79, a: -90 }),
      car({ x, y: 120, a: 90, braking: t > 2.9, t }),
    );
  },
};
