import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../test/dashboard-kit';
import { seriesEleveWire, welcomeEnded } from '../../test/series-kit';

describe('the next step (issue #40)', () => {
  const step = async () =>
    (await screen.findByText('Prochaine étape')).closest('section') as HTMLElement;
  const themesAt = (score: number, answered: number) =>
    seriesEleveWire({
      themes: [
        {
          theme_id: 'L',
          nb_questions: answered,
          score,
          score_limite: 88,
          desactive: false,
          serie: { slug: 'code-route-theme-l' },
        },
        {
          theme_id: 'A',
          nb_questions: answered,
          score: score - 10,
          score_limite: 88,
          desactive: false,
          serie: { slug: 'code-route-theme-a' },
        },
      ],
      historique: [welcomeEnded],
    });

  it('opens on the theme furthest below its target, in training', async () => {
    const { sentQuery } = renderDashboard();
    const card = await step();
    expect(card.textContent).toContain(
      'S’entraîner\u202f: SecoursC’est le thème le plus loin de son objectif (0\u202f% de bonnes réponses pour 88\u202f% attendus)',
    );
    // The first section of the page: the one thing to do now, before everything else.
    expect(screen.getAllByRole('region')[0]).toBe(card);
    await userEvent.click(within(card).getByRole('button', { name: 'S’entraîner sur ce thème' }));
    await screen.findByText('Lecteur de la série 555');
    expect(sentQuery('PUT', '/api/serie/create')).toEqual({
      slug: 'code-route-theme-a',
      parcours: 'entrainement',
      ordre_lettrage: 'aleatoire',
    });
  });

  it('sends to mock exams once every theme is at its target with enough answers', async () => {
    renderDashboard({ 'GET /api/front/series-eleve': { body: themesAt(98, 10) } });
    const card = await step();
    expect(within(card).getByRole('heading')).toHaveTextContent('Passer un examen blanc');
    expect(card).toHaveTextContent('encore 3 examens blancs réussis à faire');
    // A mock exam asks before it uses a credit, from here too.
    await userEvent.click(within(card).getByRole('button', { name: 'Commencer l’examen blanc' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Cette série utilise 1 crédit.');
  });

  it('keeps a theme in training while it has too few answers to tell', async () => {
    renderDashboard({ 'GET /api/front/series-eleve': { body: themesAt(100, 3) } });
    expect(within(await step()).getByRole('heading')).toHaveTextContent(/^S’entraîner/);
  });
});
