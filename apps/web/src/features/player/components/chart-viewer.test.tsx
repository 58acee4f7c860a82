import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARTE, named } from '../../../test/chart-fixture';
import { formatPosition, positionToSvg, svgToPosition } from '../chart-geometry';
import { ChartPanel } from './chart-panel';

const carte = CARTE;

// jsdom lays nothing out: an 800 × 600 viewport, where the whole 1200 × 900 chart fits at ⅔.
const FIT = 2 / 3;
const sizes = ['clientWidth', 'clientHeight'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 800,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  sizes.forEach((name, i) => {
    const descriptor = saved[i];
    // jsdom defines them on Element: the stubs on HTMLElement only hide them.
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else Reflect.deleteProperty(HTMLElement.prototype, name);
  });
});

const open = () => {
  const user = userEvent.setup();
  const view = render(<ChartPanel carte={carte} fit={false} />);
  const map = screen.getByRole('application', { name: /^Carte\u202f: flèches/ });
  return { user, map, container: view.container };
};
const reticle = () => screen.getByRole('status', { name: 'Position du réticule' });
const ruler = () => screen.getByRole('status', { name: 'Règle et rapporteur' });
const transform = () => screen.getByRole('img').parentElement?.style.transform;
/** The reticle's position after the chart was centred on a point at (x, y) in the viewport. */
const at = (x: number, y: number) => formatPosition(svgToPosition(carte.cadre, { x, y }));

describe('ChartViewer', () => {
  it('shows the whole chart with the reticle at its centre and reads its position', () => {
    open();
    expect(screen.getByRole('region', { name: 'Carte d’entraînement' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', carte.url);
    expect(transform()).toBe(`translate(0px, 0px) scale(${FIT})`);
    expect(reticle()).toHaveTextContent('46°59,8′ N · 2°54,3′ W');
    expect(reticle().textContent).toBe(at(600, 450));
    expect(ruler()).toHaveTextContent('Aucun point marqué.');
  });

  it('moves the reticle east and north with the arrows, by steps of 24, 120 or 2 pixels', async () => {
    const { user, map } = open();
    map.focus();
    await user.keyboard('{ArrowRight}');
    // 24 px at ⅔ are 36 units east: 1,39′ of longitude.
    expect(reticle()).toHaveTextContent('46°59,8′ N · 2°52,9′ W');
    await user.keyboard('{ArrowUp}');
    expect(reticle()).toHaveTextContent('47°00,7′ N · 2°52,9′ W');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(reticle().textContent).toBe(at(600 + 36 - 180, 450 - 36));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(reticle().textContent).toBe(at(600 + 36 - 180, 450 - 36 + 3));
  });

  it('zooms with its buttons and with + and −, and 0 shows the whole chart again', async () => {
    const { user, map } = open();
    await user.click(screen.getByRole('button', { name: 'Zoom avant' }));
    expect(transform()).toBe(`translate(-400px, -300px) scale(${FIT * 2})`);
    map.focus();
    await user.keyboard('{ArrowRight}');
    // Twice as close, the same 24 px are half the distance.
    expect(reticle().textContent).toBe(at(618, 450));
    await user.keyboard('+');
    expect(transform()).toMatch(new RegExp(`scale\\(${FIT * 4}\\)$`));
    await user.keyboard('+');
    await user.keyboard('=');
    // ×8 at most.
    expect(transform()).toMatch(new RegExp(`scale\\(${FIT * 8}\\)$`));
    await user.keyboard('-');
    expect(transform()).toMatch(new RegExp(`scale\\(${FIT * 4}\\)$`));
    await user.click(screen.getByRole('button', { name: 'Zoom arrière' }));
    expect(transform()).toMatch(new RegExp(`scale\\(${FIT * 2}\\)$`));
    map.focus();
    await user.keyboard('0');
    expect(transform()).toBe(`translate(0px, 0px) scale(${FIT})`);
    expect(reticle().textContent).toBe(at(600, 450));
    await user.keyboard('+');
    await user.click(screen.getByRole('button', { name: 'Vue entière' }));
    expect(transform()).toBe(`translate(0px, 0px) scale(${FIT})`);
  });

  it('measures HA-C-001: from Penn-Garo to the ship, 119° true, 4,1 M', async () => {
    const { user, map, container } = open();
    // A tap on the light brings it under the reticle.
    const light = positionToSvg(carte.cadre, named('penn-garo'));
    await user.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: light.x * FIT, clientY: light.y * FIT },
    });
    expect(reticle()).toHaveTextContent('47°03,9′ N · 3°02,3′ W');
    map.focus();
    await user.keyboard('m');
    expect(ruler()).toHaveTextContent('Le réticule est sur le point marqué.');
    expect(container.querySelectorAll('circle[r="7"]')).toHaveLength(2);
    // Zoomed in, the ship at 47°01,9′ N 2°57,0′ W is tapped where it shows.
    await user.keyboard('++');
    const ship = positionToSvg(carte.cadre, { lat: 47 * 60 + 1.9, lon: -(2 * 60 + 57) });
    const scale = FIT * 4;
    const tap = {
      clientX: 400 + (ship.x - light.x) * scale,
      clientY: 300 + (ship.y - light.y) * scale,
    };
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: tap });
    expect(reticle()).toHaveTextContent('47°01,9′ N · 2°57,0′ W');
    expect(ruler().textContent).toBe(
      'Depuis le point marqué\u202f: route vraie 119°, distance 4,1\u202fM',
    );
    // The marked point stays on the light: where the light now shows, away from the centre.
    const start = container.querySelector('circle[r="7"]');
    expect(Number(start?.getAttribute('cx'))).toBeCloseTo(400 + (light.x - ship.x) * scale, 6);
    expect(Number(start?.getAttribute('cy'))).toBeCloseTo(300 + (light.y - ship.y) * scale, 6);
  });

  it('clears the marked point with Escape and with « Effacer le point »', async () => {
    const { user, map, container } = open();
    const clear = screen.getByRole('button', { name: 'Effacer le point' });
    expect(clear).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Marquer le point de départ' }));
    map.focus();
    await user.keyboard('{ArrowDown}');
    // 24 px at ⅔ are 36 units, 0,95′ of latitude: due south of the marked point.
    expect(ruler().textContent).toContain('route vraie 180°, distance 0,9\u202fM');
    await user.keyboard('{Escape}');
    expect(ruler()).toHaveTextContent('Aucun point marqué.');
    expect(container.querySelectorAll('circle[r="7"]')).toHaveLength(0);
    await user.keyboard('M');
    expect(clear).toBeEnabled();
    await user.click(clear);
    expect(ruler()).toHaveTextContent('Aucun point marqué.');
    expect(screen.getByRole('button', { name: 'Marquer le point de départ' })).toHaveFocus();
  });

  it('leaves unhandled keys to the page, and Escape when nothing is marked', () => {
    const { map } = open();
    expect(fireEvent.keyDown(map, { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(map, { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(map, { key: '+', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(map, { key: 'ArrowLeft' })).toBe(false);
    expect(reticle().textContent).toBe(at(564, 450));
  });

  it('pans when dragged and zooms around the pointer with the wheel', async () => {
    const { user, map } = open();
    await user.pointer([
      { keys: '[MouseLeft>]', target: map, coords: { clientX: 400, clientY: 300 } },
      { coords: { clientX: 430, clientY: 310 } },
      { coords: { clientX: 460, clientY: 330 } },
      { keys: '[/MouseLeft]' },
    ]);
    // The chart followed the mouse 60 px right and 30 down: the reticle went 90 units west, 45 north.
    expect(reticle().textContent).toBe(at(510, 405));
    fireEvent.wheel(map, { deltaY: -300 * Math.log(2), clientX: 0, clientY: 0 });
    // Twice as close, and the point under the pointer stayed there: the chart's corner, at
    // (60, 30) from it, is now twice as far.
    const [, x = '', y = '', scale = ''] =
      /translate\((.+)px, (.+)px\) scale\((.+)\)/.exec(transform() ?? '') ?? [];
    expect(Number(scale)).toBeCloseTo(FIT * 2, 9);
    expect(Number(x)).toBeCloseTo(120, 6);
    expect(Number(y)).toBeCloseTo(60, 6);
  });

  it('zooms with a two-finger pinch', () => {
    const { map } = open();
    const touch = (type: string, pointerId: number, clientX: number, clientY: number) =>
      fireEvent(
        map,
        new PointerEvent(type, {
          bubbles: true,
          pointerId,
          pointerType: 'touch',
          clientX,
          clientY,
        }),
      );
    touch('pointerdown', 1, 300, 300);
    touch('pointerdown', 2, 500, 300);
    touch('pointermove', 2, 700, 300);
    touch('pointerup', 2, 700, 300);
    touch('pointerup', 1, 300, 300);
    // The fingers went from 200 to 400 px apart: twice as close, not a tap. Their midpoint went
    // 100 px right, taking the chart along: the chart point under it, 600, ends at 100 px right of
    // the centre, ¾ of 100 units east of the reticle.
    expect(transform()).toMatch(new RegExp(`scale\\(${FIT * 2}\\)$`));
    expect(reticle().textContent).toBe(at(525, 450));
  });
});

// Issue #40: on a phone the question keeps the screen; the chart opens over it and closes back.
describe('ChartPanel on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the chart over the question, and keeps the point marked when it closes', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    render(<ChartPanel carte={carte} fit />);
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(reticle()).toHaveTextContent('46°59,8′ N · 2°54,3′ W');
    // Nothing marked yet: the ruler's instructions wait for the chart.
    expect(screen.queryByRole('status', { name: 'Règle et rapporteur' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ouvrir la carte' }));
    const sheet = screen.getByRole('dialog', { name: 'Carte d’entraînement' });
    const map = within(sheet).getByRole('application', { name: /^Carte/ });
    map.focus();
    await user.keyboard('m{ArrowRight}');
    expect(within(sheet).getByRole('status', { name: 'Règle et rapporteur' })).toHaveTextContent(
      /^Depuis le point marqué : route vraie 090°, distance 0,9 M$/,
    );
    await user.click(within(sheet).getByRole('button', { name: 'Revenir à la question' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Règle et rapporteur' })).toHaveTextContent(
      /route vraie 090°/,
    );
  });
});
