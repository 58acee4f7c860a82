import type { Carte } from '@prepacode/domain/contracts/player.contract';

// The training chart's geometry (hauturier, issue #22): its frame is a constant-ratio Mercator,
// so latitude is linear in y and longitude in x, inside the frame and beyond it. Positions are
// in minutes of arc, north and east positive; distances in nautical miles (1′ of latitude).

export type Cadre = Carte['cadre'];

/** A point of the drawing, in SVG units (x right, y down). */
export interface SvgPoint {
  x: number;
  y: number;
}

/** A position in minutes of arc: `lat` north positive, `lon` east positive. */
export interface Position {
  lat: number;
  lon: number;
}

/** The position drawn at an SVG point. */
export function svgToPosition(cadre: Cadre, point: SvgPoint): Position {
  return {
    lat: cadre.nord + ((point.y - cadre.y0) * (cadre.sud - cadre.nord)) / (cadre.y1 - cadre.y0),
    lon: cadre.ouest + ((point.x - cadre.x0) * (cadre.est - cadre.ouest)) / (cadre.x1 - cadre.x0),
  };
}

/** The SVG point where a position is drawn. */
export function positionToSvg(cadre: Cadre, position: Position): SvgPoint {
  return {
    x:
      cadre.x0 + ((position.lon - cadre.ouest) * (cadre.x1 - cadre.x0)) / (cadre.est - cadre.ouest),
    y: cadre.y0 + ((position.lat - cadre.nord) * (cadre.y1 - cadre.y0)) / (cadre.sud - cadre.nord),
  };
}

/** Miles in a minute of longitude: the chart's constant ratio (≈ cos 47° on the training chart). */
export function longitudeRatio(cadre: Cadre): number {
  const perMinuteOfLongitude = (cadre.x1 - cadre.x0) / (cadre.est - cadre.ouest);
  const perMinuteOfLatitude = (cadre.y1 - cadre.y0) / (cadre.nord - cadre.sud);
  return perMinuteOfLongitude / perMinuteOfLatitude;
}

/** True bearing (degrees, 0 to under 360) and distance (miles) from one position to another. */
export function bearingAndDistance(
  cadre: Cadre,
  from: Position,
  to: Position,
): { bearing: number; distance: number } {
  const north = to.lat - from.lat;
  const east = (to.lon - from.lon) * longitudeRatio(cadre);
  const degrees = (Math.atan2(east, north) * 180) / Math.PI;
  return { bearing: normaliseDegrees(degrees), distance: Math.hypot(north, east) };
}

const normaliseDegrees = (degrees: number) => ((degrees % 360) + 360) % 360;

// ---- French formatting: « 47°01,9′ N », « 2°57,0′ W », « 045° », « 4,2 M ».

const NARROW_NBSP = '\u202f';

/** Degrees and minutes to a tenth, minutes that round to 60,0 carried into the degree. */
function angle(minutes: number): string {
  const tenths = Math.round(Math.abs(minutes) * 10);
  const degrees = Math.floor(tenths / 600);
  const rest = tenths - degrees * 600;
  const whole = String(Math.floor(rest / 10)).padStart(2, '0');
  return `${degrees}°${whole},${rest % 10}′`;
}

/** « 47°01,9′ N »: a latitude in minutes of arc, north positive. */
export function formatLatitude(minutes: number): string {
  return `${angle(minutes)} ${Math.round(minutes * 10) < 0 ? 'S' : 'N'}`;
}

/** « 2°57,0′ W »: a longitude in minutes of arc, east positive. */
export function formatLongitude(minutes: number): string {
  return `${angle(minutes)} ${Math.round(minutes * 10) < 0 ? 'W' : 'E'}`;
}

/** « 47°01,9′ N · 2°57,0′ W ». */
export function formatPosition(position: Position): string {
  return `${formatLatitude(position.lat)} · ${formatLongitude(position.lon)}`;
}

/** « 045° »: a bearing to the degree, three digits, 359,5° and over reading 000°. */
export function formatBearing(degrees: number): string {
  return `${String(Math.round(normaliseDegrees(degrees)) % 360).padStart(3, '0')}°`;
}

/** « 4,2 M »: a distance in nautical miles to a tenth. */
export function formatDistance(miles: number): string {
  return `${(Math.round(Math.abs(miles) * 10) / 10).toFixed(1).replace('.', ',')}${NARROW_NBSP}M`;
}

// ---- The viewer's view: the chart point at the viewport's centre (under the reticle) and the
// zoom, from 1 (the whole chart fitted to the viewport) to 8.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;

export interface Size {
  width: number;
  height: number;
}

export interface ChartView {
  zoom: number;
  /** The SVG point under the viewport's centre, where the reticle is. */
  centre: SvgPoint;
}

/** Screen pixels per SVG unit when the whole chart fits the viewport. */
export const fitScale = (chart: Size, viewport: Size) =>
  Math.min(viewport.width / chart.width, viewport.height / chart.height);

/** Screen pixels per SVG unit in a view. */
export const viewScale = (view: ChartView, chart: Size, viewport: Size) =>
  fitScale(chart, viewport) * view.zoom;

/** The whole chart, centred. */
export const wholeChart = (chart: Size): ChartView => ({
  zoom: MIN_ZOOM,
  centre: { x: chart.width / 2, y: chart.height / 2 },
});

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The view kept in bounds: the zoom between 1 and 8, and the reticle on the chart, so that the
 * chart never leaves the viewport (a quarter of it at least stays in view) and every one of its
 * points can be aimed at.
 */
export const clampView = (view: ChartView, chart: Size): ChartView => ({
  zoom: clamp(view.zoom, MIN_ZOOM, MAX_ZOOM),
  centre: { x: clamp(view.centre.x, 0, chart.width), y: clamp(view.centre.y, 0, chart.height) },
});

/** The SVG point under a point of the viewport (pixels from its top left corner). */
export function screenToSvg(view: ChartView, chart: Size, viewport: Size, at: SvgPoint): SvgPoint {
  const scale = viewScale(view, chart, viewport);
  return {
    x: view.centre.x + (at.x - viewport.width / 2) / scale,
    y: view.centre.y + (at.y - viewport.height / 2) / scale,
  };
}

/** Where an SVG point shows in the viewport (pixels from its top left corner). */
export function svgToScreen(view: ChartView, chart: Size, viewport: Size, point: SvgPoint) {
  const scale = viewScale(view, chart, viewport);
  return {
    x: viewport.width / 2 + (point.x - view.centre.x) * scale,
    y: viewport.height / 2 + (point.y - view.centre.y) * scale,
  };
}

/** The reticle moved by so many screen pixels over the chart (right and down positive). */
export function moveReticle(
  view: ChartView,
  chart: Size,
  viewport: Size,
  dx: number,
  dy: number,
): ChartView {
  const scale = viewScale(view, chart, viewport);
  return clampView(
    { ...view, centre: { x: view.centre.x + dx / scale, y: view.centre.y + dy / scale } },
    chart,
  );
}

/** Zoomed by a factor, the chart point under `at` (viewport pixels) staying where it is. */
export function zoomAt(
  view: ChartView,
  chart: Size,
  viewport: Size,
  factor: number,
  at: SvgPoint = { x: viewport.width / 2, y: viewport.height / 2 },
): ChartView {
  const zoom = clamp(view.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const anchor = screenToSvg(view, chart, viewport, at);
  const scale = fitScale(chart, viewport) * zoom;
  return clampView(
    {
      zoom,
      centre: {
        x: anchor.x - (at.x - viewport.width / 2) / scale,
        y: anchor.y - (at.y - viewport.height / 2) / scale,
      },
    },
    chart,
  );
}
