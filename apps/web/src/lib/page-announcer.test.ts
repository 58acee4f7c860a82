import { brandNamed } from '@prepacode/domain/brands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusNewHeading, pageTitle } from './page-announcer';

const match = (handle?: unknown) => ({ route: { handle } });

describe('page titles (issue #18, point 3)', () => {
  it('names the page by its deepest route, then the brand', () => {
    expect(pageTitle([match(), match({ title: 'Mon historique' })], brandNamed('prepacode'))).toBe(
      'Mon historique – Prépacode',
    );
    expect(
      pageTitle([match({ title: 'Cours' }), match({ title: 'Leçon' })], brandNamed('michelin')),
    ).toBe(`Leçon – ${brandNamed('michelin').appTitle}`);
  });

  it('asks the brand for a title that depends on it, and falls back to the brand alone', () => {
    const orata = brandNamed('orata');
    expect(pageTitle([match({ title: (b: typeof orata) => b.welcomePage.tabName })], orata)).toBe(
      `${orata.welcomePage.tabName} – ${orata.appTitle}`,
    );
    expect(pageTitle([match()], orata)).toBe(orata.appTitle);
  });
});

describe('focus after a route change', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('waits for the new page’s heading, not the old one, and focuses it', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><h1>Mon tableau de bord</h1></main>';
    const previous = document.querySelector('h1');
    focusNewHeading(previous);
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = '<main><h1>Mon historique</h1></main>';
    vi.advanceTimersByTime(60);
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  // The defect behind a failed CI run: on a busy machine, after a sign-in's redirect to the
  // dashboard, the heading took the focus after the learner had moved it to « S’entraîner »,
  // and with it their Enter.
  it('leaves the focus where the person put it while the page was loading', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><h1>Mon tableau de bord</h1></main>';
    focusNewHeading(document.querySelector('h1'));
    document.body.innerHTML = '<main><h1>Mon historique</h1><button>Continuer</button></main>';
    document.querySelector('button')?.focus();
    vi.advanceTimersByTime(60);
    expect(document.activeElement?.textContent).toBe('Continuer');
  });

  // The defect behind a failed CI run: a guide's table of contents, followed as the guide
  // showed, took the learner to its section, and the heading's focus took them back to the top.
  it('leaves the learner at the section the address names', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><h1>Nos guides</h1></main>';
    focusNewHeading(document.querySelector('h1'));
    document.body.innerHTML = '<main><h1>L’examen</h1><h2 id="jour">Le jour</h2></main>';
    history.replaceState(null, '', '#jour');
    try {
      vi.advanceTimersByTime(60);
      expect(document.activeElement).toBe(document.body);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });
});
