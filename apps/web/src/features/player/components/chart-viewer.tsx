import type { Carte } from '@prepacode/domain/contracts/player.contract';
import { Expand, Minus, Plus } from 'lucide-react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import buttons from '../../../components/ui/button.module.css';
import {
  type SvgPoint,
  type Size,
  moveReticle,
  svgToScreen,
  viewScale,
  wholeChart,
  zoomAt,
} from '../chart-geometry';
import { ChartReadouts, type ChartState } from './chart-readouts';
import styles from './chart-viewer.module.css';
import { useFitToScreen } from './fit-to-screen';

/** Until the viewport is measured (and in jsdom, which lays nothing out). */
const FALLBACK_SIZE: Size = { width: 640, height: 480 };
const ZOOM_STEP = 2;
/** Arrow keys move the reticle by so many screen pixels: Alt fine, Shift large. */
const KEY_STEP = { fine: 2, normal: 24, large: 120 };
/** A press that moves less than this is a tap: it centres the view where it landed. */
const TAP_SLOP = 6;

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The viewport's size in CSS pixels, measured again when it changes. */
function useSize(element: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const width = node.clientWidth;
      const height = node.clientHeight;
      if (width > 0 && height > 0) {
        setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
      }
    };
    measure();
    // Browsers without it (and jsdom) still measure once and on every window resize.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return size;
}

const distanceBetween = (a: SvgPoint, b: SvgPoint) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: SvgPoint, b: SvgPoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The training chart beside a chart or tide exercise (hauturier, issue #22): zoom and pan, a
 * reticle at the viewport's centre whose position reads off the chart's frame, and a ruler and
 * protractor from a marked point to the reticle. Mouse, touch and keyboard alike: the reticle
 * stays put and the chart moves under it.
 */
export function ChartViewer({
  carte,
  state,
  fit = false,
  fill = false,
}: {
  carte: Carte;
  state: ChartState;
  /** While answering, the chart leaves the answers their room (issue #40). */
  fit?: boolean;
  /** The chart opened over the question on a phone: it takes the height it is given. */
  fill?: boolean;
}) {
  const chart: Size = { width: carte.largeur, height: carte.hauteur };
  const viewport = useFitToScreen<HTMLDivElement>(fit);
  const markButton = useRef<HTMLButtonElement>(null);
  const size = useSize(viewport);
  const { view, setView, mark, setMark } = state;
  const ids = useId();

  // The pointers down on the viewport, in viewport pixels, and whether the gesture is a tap.
  const pointers = useRef(new Map<number, SvgPoint>());
  const gesture = useRef({ start: { x: 0, y: 0 }, moved: false });

  const local = (event: { clientX: number; clientY: number }): SvgPoint => {
    const rect = viewport.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };
  const zoomBy = (factor: number, at?: SvgPoint) =>
    setView((old) => zoomAt(old, chart, size, factor, at));
  const moveBy = (dx: number, dy: number) =>
    setView((old) => moveReticle(old, chart, size, dx, dy));
  const showWhole = () => setView(wholeChart(chart));
  const markHere = () => setMark(view.centre);
  const clearMark = () => setMark(null);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey) return;
    const move = MOVES[event.key];
    const key = event.key.toLowerCase();
    if (move) {
      const step = event.altKey ? KEY_STEP.fine : event.shiftKey ? KEY_STEP.large : KEY_STEP.normal;
      moveBy(move[0] * step, move[1] * step);
    } else if (key === '+' || key === '=') zoomBy(ZOOM_STEP);
    else if (key === '-' || key === '−' || key === '_') zoomBy(1 / ZOOM_STEP);
    else if (key === '0') showWhole();
    else if (key === 'm' && !event.altKey) markHere();
    else if (key === 'escape' && mark) clearMark();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const target = event.currentTarget;
    if (typeof target.setPointerCapture === 'function') target.setPointerCapture(event.pointerId);
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    // A second finger makes it a pinch, never a tap.
    gesture.current = { start: point, moved: pointers.current.size > 1 };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    const [first, second] = [...pointers.current.values()];
    if (pointers.current.size === 1) {
      if (!gesture.current.moved && distanceBetween(point, gesture.current.start) < TAP_SLOP)
        return;
      gesture.current.moved = true;
      // The chart follows the finger: the reticle moves the other way over it.
      moveBy(previous.x - point.x, previous.y - point.y);
    } else if (first && second) {
      const other = first === previous ? second : first;
      const before = midpoint(previous, other);
      const after = midpoint(point, other);
      const factor = distanceBetween(point, other) / Math.max(1, distanceBetween(previous, other));
      setView((old) =>
        zoomAt(
          moveReticle(old, chart, size, before.x - after.x, before.y - after.y),
          chart,
          size,
          factor,
          after,
        ),
      );
    }
    pointers.current.set(event.pointerId, point);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    if (pointers.current.size === 1 && !gesture.current.moved) {
      const at = local(event);
      setView((old) =>
        moveReticle(old, chart, size, at.x - size.width / 2, at.y - size.height / 2),
      );
    }
    pointers.current.delete(event.pointerId);
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current.moved = true;
  };

  // The wheel zooms around the pointer: a listener that may prevent the page from scrolling.
  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
    // A touchpad's pinch comes as a wheel with Ctrl, in small steps.
    zoomBy(Math.exp(-pixels / (event.ctrlKey ? 100 : 300)), local(event));
  });
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const listener = (event: WheelEvent) => onWheel(event);
    node.addEventListener('wheel', listener, { passive: false });
    return () => node.removeEventListener('wheel', listener);
  }, [viewport]);

  const scale = viewScale(view, chart, size);
  const centre = { x: size.width / 2, y: size.height / 2 };
  const origin = svgToScreen(view, chart, size, { x: 0, y: 0 });
  const marked = mark && svgToScreen(view, chart, size, mark);

  const reticlePath = [
    [-18, 0, -5, 0],
    [5, 0, 18, 0],
    [0, -18, 0, -5],
    [0, 5, 0, 18],
  ]
    .map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => {
      const [ax, ay, bx, by] = [centre.x + x1, centre.y + y1, centre.x + x2, centre.y + y2];
      return `M${ax} ${ay}L${bx} ${by}`;
    })
    .join('');
  const marks = (
    <>
      {marked && (
        <>
          <line className={styles.ruler} x1={marked.x} y1={marked.y} x2={centre.x} y2={centre.y} />
          <circle className={styles.start} cx={marked.x} cy={marked.y} r={7} />
        </>
      )}
      <path d={reticlePath} />
      <circle className={styles.dot} cx={centre.x} cy={centre.y} r={1.5} />
    </>
  );

  return (
    <section
      aria-label="Carte d’entraînement"
      className={`${styles.viewer} ${fill ? styles.fill : ''}`}
    >
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.button}`}
          aria-label="Zoom avant"
          title="Zoom avant (+)"
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          <Plus aria-hidden="true" size={20} />
        </button>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.button}`}
          aria-label="Zoom arrière"
          title="Zoom arrière (−)"
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          <Minus aria-hidden="true" size={20} />
        </button>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.button}`}
          aria-label={fill ? 'Vue entière' : undefined}
          title={fill ? 'Vue entière (0)' : undefined}
          onClick={showWhole}
        >
          {fill ? <Expand aria-hidden="true" size={20} /> : 'Vue entière'}
        </button>
        {/* On a phone's sheet, one row of tools: the short words, named in full. */}
        <button
          ref={markButton}
          type="button"
          className={`${buttons.secondary} ${styles.button}`}
          aria-label={fill ? 'Marquer le point de départ' : undefined}
          onClick={markHere}
        >
          {fill ? 'Marquer' : 'Marquer le point de départ'}
        </button>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.button}`}
          aria-label={fill ? 'Effacer le point' : undefined}
          disabled={!mark}
          onClick={() => {
            // The button is about to be disabled: the focus goes to the one that marks again.
            markButton.current?.focus();
            clearMark();
          }}
        >
          {fill ? 'Effacer' : 'Effacer le point'}
        </button>
      </div>

      {/*
        A widget of its own, focusable, named, its keys described under it: the application role
        has screen readers pass those keys to it. The lint rules' lists of roles leave it out.
      */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={viewport}
        className={styles.viewport}
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={'Carte\u202f: flèches pour déplacer, + et − pour zoomer'}
        aria-describedby={`${ids}-aide`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onPointerCancel}
      >
        <div
          className={styles.layer}
          style={{
            width: chart.width,
            height: chart.height,
            transform: `translate(${origin.x}px, ${origin.y}px) scale(${scale})`,
          }}
        >
          <img src={carte.url} alt={carte.alt} draggable={false} />
        </div>
        <svg className={styles.overlay} aria-hidden="true" focusable="false">
          {/* The same shapes twice: a white halo under the ink, seen on sea, land and frame. */}
          <g className={styles.halo}>{marks}</g>
          <g className={styles.ink}>{marks}</g>
        </svg>
      </div>

      <p id={`${ids}-aide`} className={styles.help}>
        Glissez pour déplacer la carte, touchez ou cliquez un point pour l’amener sous le réticule,
        pincez ou tournez la molette pour zoomer. Au clavier{'\u202f'}: flèches (Maj pour un grand
        pas, Alt pour un pas fin), + et −, 0 pour la vue entière, M pour marquer le point de départ,
        Échap pour l’effacer.
      </p>

      <ChartReadouts carte={carte} state={state} brief={fill} />
    </section>
  );
}
