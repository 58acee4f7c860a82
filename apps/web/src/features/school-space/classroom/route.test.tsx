import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderSpace } from '../../../test/school-space-kit';
import { instructor, staffView, summary } from '../../../test/classroom-wires';

// Issue #43, points 1 and 6: the sessions of the school, and a new one launched from them.

const LIST = '/central/api/ecole/salles';

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('the classroom sessions page', () => {
  it('lists the sessions, an ended one with the group’s score, a running one as such', async () => {
    renderSpace(
      '/central/salles?from=prepacode',
      {
        [`GET ${LIST}`]: {
          body: {
            salles: [
              summary({ id: 's2', phase: 'question', moyenne: null, fin: null, code: 'ACF347' }),
              summary(),
            ],
          },
        },
      },
      instructor,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Séances en salle' }),
    ).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('En cours');
    expect(rows[2]).toHaveTextContent('33,5 / 40 en moyenne, 7 reçus');
    expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'Examen blanc 3' }),
    ).toHaveAttribute('href', '/central/salles/s1?from=prepacode');
    // The menu names the page for who may run sessions.
    expect(
      within(screen.getByRole('navigation', { name: 'Espace école' })).getByRole('link', {
        name: 'Séances en salle',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('launches a session from a theme, paced by the instructor, and opens it', async () => {
    const { requests } = renderSpace(
      '/central/salles?from=prepacode',
      {
        [`GET ${LIST}`]: { body: { salles: [] } },
        [`GET ${LIST}/series`]: {
          body: {
            examens: [{ slug: 'examen-1', libelle: 'Examen blanc 1', nb_questions: 40 }],
            themes: [
              { slug: 'circulation', libelle: 'Circulation', nb_questions: 20 },
              { slug: 'conducteur', libelle: 'Conducteur', nb_questions: 20 },
            ],
            tirage: 40,
          },
        },
        [`POST ${LIST}`]: { status: 201, body: { message: 'Séance lancée.', salle: staffView() } },
        [`GET ${LIST}/s2/absents`]: { body: { participants: [] } },
      },
      instructor,
    );
    expect(await screen.findByText('Aucune séance en salle pour l’instant.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer une séance en salle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lancer une séance en salle' });
    expect(
      within(dialog).getByRole('radio', {
        name: '40 questions tirées au sort, dans les proportions de l’examen',
      }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Une série thématique' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Thème' }),
      'conducteur',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /^À votre rythme/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lancer la séance' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thème\u202f: Circulation' }),
    ).toBeVisible();
    const sent = requests().find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      permis: 'b',
      source: 'theme',
      serie: 'conducteur',
      rythme: 'moniteur',
    });
    // The room's screen opens in a window of its own, for the projector.
    expect(screen.getByRole('link', { name: 'Ouvrir l’écran de projection' })).toHaveAttribute(
      'href',
      '/central/salles/s2/ecran?from=prepacode',
    );
  });

  it('sends nothing while the series are being read, then launches the one chosen', async () => {
    // A CI run clicked « Lancer la séance » before the list came: the server was asked for no
    // series and said that it did not exist.
    let read = () => {};
    const seriesRead = new Promise<void>((resolve) => (read = resolve));
    const { requests } = renderSpace(
      '/central/salles',
      {
        [`GET ${LIST}`]: { body: { salles: [] } },
        [`GET ${LIST}/series`]: () =>
          seriesRead.then(() => ({
            body: {
              examens: [{ slug: 'examen-1', libelle: 'Examen blanc 1', nb_questions: 40 }],
              themes: [],
              tirage: 40,
            },
          })),
        [`POST ${LIST}`]: { status: 201, body: { message: 'Séance lancée.', salle: staffView() } },
        [`GET ${LIST}/s2/absents`]: { body: { participants: [] } },
      },
      instructor,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Lancer une séance en salle' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lancer une séance en salle' });
    const launch = within(dialog).getByRole('button', { name: 'Lancer la séance' });
    expect(launch).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(launch);
    expect(requests().filter((request) => request.method === 'POST')).toEqual([]);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    read();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Examen blanc' })).toBeEnabled(),
    );
    expect(launch).not.toHaveAttribute('aria-disabled');
    await userEvent.click(launch);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const sent = requests().filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
      source: 'examen',
      serie: 'examen-1',
    });
  });

  it('says why a launch is refused, next to the field it names', async () => {
    renderSpace(
      '/central/salles',
      {
        [`GET ${LIST}`]: { body: { salles: [] } },
        [`GET ${LIST}/series`]: {
          body: {
            examens: [{ slug: 'x', libelle: 'Examen blanc 1', nb_questions: 40 }],
            themes: [],
            tirage: 40,
          },
        },
        [`POST ${LIST}`]: {
          status: 404,
          body: {
            error: {
              code: 'serie_introuvable',
              message: 'Cette série n’existe pas pour ce permis.',
            },
          },
        },
      },
      instructor,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Lancer une séance en salle' }),
    );
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Examen blanc' })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lancer la séance' }));
    expect(
      await within(dialog).findByText('Cette série n’existe pas pour ce permis.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Examen blanc' })).toHaveFocus();
  });
});
