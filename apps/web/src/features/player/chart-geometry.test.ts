import { describe, expect, it } from 'vitest';
import { CARTE, COS, dataFrame, named, U } from '../../test/chart-fixture';
import {
  bearingAndDistance,
  clampView,
  formatBearing,
  formatDistance,
  formatLatitude,
  formatLongitude,
  formatPosition,
  longitudeRatio,
  moveReticle,
  positionToSvg,
  screenToSvg,
  svgToPosition,
  svgToScreen,
  wholeChart,
  zoomAt,
} from './chart-geometry';

const { cadre } = CARTE;
const chart = { width: 1200, height: 900 };

describe('the training chart’s positions', () => {
  it('reads the frame’s corners and the scripts’ projection', () => {
    expect(dataFrame()).toEqual([cadre.sud, cadre.nord, cadre.ouest, cadre.est]);
    expect(svgToPosition(cadre, { x: cadre.x0, y: cadre.y0 })).toEqual({ lat: 2830, lon: -195 });
    expect(svgToPosition(cadre, { x: cadre.x1, y: cadre.y1 })).toEqual({ lat: 2810, lon: -165 });
    expect(longitudeRatio(cadre)).toBeCloseTo(0.682, 3);
  });

  it('draws a light where the script draws it, and reads it back', () => {
    const pennGaro = named('penn-garo');
    expect(pennGaro).toEqual({ lat: 47 * 60 + 3.9, lon: -(3 * 60 + 2.3) });
    // scripts/draw-training-chart.mjs: x = X0 + (WEST − lon) × COS × U, y = Y0 + (NORTH − lat) × U.
    const point = positionToSvg(cadre, pennGaro);
    expect(point.x).toBeCloseTo(64 + (195 - 182.3) * COS * U, 6);
    expect(point.y).toBeCloseTo(62 + (2830 - 2823.9) * U, 6);
    const back = svgToPosition(cadre, point);
    expect(back.lat).toBeCloseTo(pennGaro.lat, 9);
    expect(back.lon).toBeCloseTo(pennGaro.lon, 9);
  });

  it('stays linear outside the frame', () => {
    const north = svgToPosition(cadre, { x: cadre.x0, y: cadre.y0 - U });
    expect(north.lat).toBeCloseTo(2831, 9);
    // 838 units south of the frame's top, 1136 east of its west edge: 22,05′ and 43,83′.
    expect(formatPosition(svgToPosition(cadre, { x: 1200, y: 900 }))).toBe(
      '46°47,9′ N · 2°31,2′ W',
    );
  });
});

describe('bearings and distances', () => {
  it('gives HA-C-001’s 119° from Penn-Garo to the ship, and 000° from the tour de Vihan', () => {
    const ship = { lat: 47 * 60 + 1.9, lon: -(2 * 60 + 57) };
    const fromLight = bearingAndDistance(cadre, named('penn-garo'), ship);
    expect(Math.abs(fromLight.bearing - 119)).toBeLessThan(0.5);
    expect(fromLight.distance).toBeCloseTo(Math.hypot(2, 5.3 * COS), 6);
    // The light bears 299° from the ship: the reverse.
    expect(bearingAndDistance(cadre, ship, named('penn-garo')).bearing).toBeCloseTo(
      fromLight.bearing + 180,
      9,
    );
    expect(bearingAndDistance(cadre, named('tour-vihan'), ship).bearing).toBeCloseTo(0, 9);
  });

  it('gives HA-C-004 and HA-C-005: Kerhel to Gouérou Est, 232° and 5,7 M', () => {
    const { bearing, distance } = bearingAndDistance(cadre, named('kerhel'), named('gouerou-est'));
    expect(formatBearing(bearing)).toBe('232°');
    expect(Math.abs(distance - 5.7)).toBeLessThan(0.1);
    expect(formatDistance(distance)).toBe('5,7\u202fM');
  });

  it('measures due east and west in miles, not in minutes of longitude', () => {
    const from = { lat: 2820, lon: -180 };
    const east = bearingAndDistance(cadre, from, { lat: 2820, lon: -170 });
    expect(east.bearing).toBeCloseTo(90, 9);
    expect(east.distance).toBeCloseTo(10 * COS, 9);
    expect(bearingAndDistance(cadre, from, { lat: 2820, lon: -190 }).bearing).toBeCloseTo(270, 9);
    expect(bearingAndDistance(cadre, from, { lat: 2815, lon: -180 })).toEqual({
      bearing: 180,
      distance: 5,
    });
  });
});

describe('French formatting', () => {
  it('writes latitudes and longitudes with a decimal comma and two-digit minutes', () => {
    expect(formatLatitude(47 * 60 + 1.9)).toBe('47°01,9′ N');
    expect(formatLongitude(-(2 * 60 + 57))).toBe('2°57,0′ W');
    expect(formatLongitude(3 * 60 + 12.34)).toBe('3°12,3′ E');
    expect(formatLatitude(-(10 * 60 + 5.55))).toBe('10°05,6′ S');
    expect(formatPosition(named('penn-garo'))).toBe('47°03,9′ N · 3°02,3′ W');
  });

  it('carries minutes that round to 60,0 into the degree', () => {
    expect(formatLatitude(46 * 60 + 59.96)).toBe('47°00,0′ N');
    expect(formatLongitude(-(2 * 60 + 59.95))).toBe('3°00,0′ W');
    expect(formatLatitude(46 * 60 + 59.94)).toBe('46°59,9′ N');
    expect(formatLatitude(-0.02)).toBe('0°00,0′ N');
  });

  it('writes bearings on three digits and distances to a tenth of a mile', () => {
    expect(formatBearing(45)).toBe('045°');
    expect(formatBearing(7.4)).toBe('007°');
    expect(formatBearing(359.6)).toBe('000°');
    expect(formatBearing(-1)).toBe('359°');
    expect(formatDistance(4.16)).toBe('4,2\u202fM');
    expect(formatDistance(12)).toBe('12,0\u202fM');
  });
});

describe('the viewer’s view', () => {
  const viewport = { width: 800, height: 400 };

  it('fits the whole chart and maps the viewport’s points to the chart’s', () => {
    const view = wholeChart(chart);
    // 400 px for 900 units: the height limits.
    expect(screenToSvg(view, chart, viewport, { x: 400, y: 0 })).toEqual({ x: 600, y: 0 });
    expect(screenToSvg(view, chart, viewport, { x: 400 - 200, y: 400 })).toEqual({
      x: 150,
      y: 900,
    });
    const left = svgToScreen(view, chart, viewport, { x: 0, y: 450 });
    expect(left.x).toBeCloseTo(400 - 600 * (400 / 900), 9);
    expect(left.y).toBe(200);
  });

  it('zooms around a point that stays put, between ×1 and ×8', () => {
    const view = zoomAt(wholeChart(chart), chart, viewport, 2, { x: 100, y: 100 });
    expect(view.zoom).toBe(2);
    const under = screenToSvg(wholeChart(chart), chart, viewport, { x: 100, y: 100 });
    const after = svgToScreen(view, chart, viewport, under);
    expect(after.x).toBeCloseTo(100, 9);
    expect(after.y).toBeCloseTo(100, 9);
    expect(zoomAt(view, chart, viewport, 100).zoom).toBe(8);
    expect(zoomAt(view, chart, viewport, 0.01)).toEqual({ zoom: 1, centre: view.centre });
  });

  it('moves the reticle in screen pixels and keeps it on the chart', () => {
    const moved = moveReticle(wholeChart(chart), chart, viewport, 40, -20);
    expect(moved.centre).toEqual({ x: 600 + 90, y: 450 - 45 });
    expect(moveReticle(moved, chart, viewport, 1e6, 1e6).centre).toEqual({ x: 1200, y: 900 });
    expect(clampView({ zoom: 0.5, centre: { x: -5, y: 950 } }, chart)).toEqual({
      zoom: 1,
      centre: { x: 0, y: 900 },
    });
  });
});
