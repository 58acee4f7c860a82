import type { SerieDetails } from '@prepacode/domain/contracts/player.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK, SERIE_ID, detailsWire, renderRoute } from '../../../test/player-kit';
import { SeriesResults } from './series-results';
import { mockFetch } from '../../../test/fetch-mock';

let fetchMock: ReturnType<typeof mockFetch>['fetchMock'];

function serve(status: number, body: SerieDetails | { error: { code: string; message: string } }) {
  fetchMock = mockFetch(() => ({ status, body })).fetchMock;
}
const openResults = (serieId = SERIE_ID) =>
  renderRoute(`/correction/${serieId}`, '/correction/:id', <SeriesResults serieId={serieId} />);

afterEach(() => vi.unstubAllGlobals());

describe('results of an attempt', () => {
  it('gives the score, the pass mark in words and the result per theme', async () => {
    serve(200, detailsWire());
    openResults();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Examen blanc n° 3' }),
    ).toBeInTheDocument();
    const [[url]] = fetchMock.mock.calls as [[string]];
    expect(new URL(url).pathname).toBe(`/api/serie/details/${SERIE_ID}`);
    expect(screen.getByText(/Mode examen, chronométré · 21\/11\/2026/)).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Votre score' });
    expect(score).toHaveTextContent('36 / 40 bonnes réponses');
    expect(score).toHaveTextContent('Réussi : 35 bonnes réponses au moins étaient nécessaires.');

    const themes = within(screen.getByRole('region', { name: 'Résultats par thème' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(themes).toEqual([
      'Premiers secours 24 / 27 bonnes réponses, au niveau de l’examen',
      'Le conducteur 12 / 13 bonnes réponses, au niveau de l’examen',
    ]);
  });

  // Issue #40: a bar in its theme's colour drew a theme answered right throughout in red,
  // beside a red « Pas encore ». The bar now says the result; the theme keeps a dot.
  it('draws each theme’s bar by its result against the pass mark, not in the theme’s colour', async () => {
    serve(
      200,
      detailsWire({
        score: 31,
        reussi: false,
        themes: [
          {
            theme_id: 'A',
            libelle: 'Premiers secours',
            couleur: '#be123c',
            nb_questions: 8,
            nb_justes: 8,
          },
          {
            theme_id: 'C',
            libelle: 'Le conducteur',
            couleur: '#6d28d9',
            nb_questions: 32,
            nb_justes: 23,
          },
        ],
      }),
    );
    openResults();
    const region = await screen.findByRole('region', { name: 'Résultats par thème' });
    const [full, short] = within(region).getAllByRole('listitem');
    expect(full).toHaveTextContent('8 / 8 bonnes réponses, au niveau de l’examen');
    expect(short).toHaveTextContent('23 / 32 bonnes réponses');
    expect(short).not.toHaveTextContent('au niveau');
    for (const item of [full, short]) {
      const bar = item?.querySelector('[aria-hidden="true"] > span');
      expect(bar?.getAttribute('style')).not.toMatch(/background/);
    }
    expect(full?.querySelector('[aria-hidden="true"] > span')?.className).not.toBe(
      short?.querySelector('[aria-hidden="true"] > span')?.className,
    );
  });

  it('says « Pas encore » below the pass mark', async () => {
    serve(200, detailsWire({ score: 31, reussi: false }));
    openResults();
    expect(await screen.findByRole('region', { name: 'Votre score' })).toHaveTextContent(
      'Pas encore : 35 bonnes réponses au moins sont nécessaires pour réussir.',
    );
  });

  it('says what the CRR would: each part against its own mark (issue #22)', async () => {
    serve(
      200,
      detailsWire({
        libelle: 'Examen blanc n° 2',
        score: 16,
        nb_questions: 20,
        seuil: 10,
        reussi: false,
        parties: [
          {
            identifiant: 'generalites',
            libelle: 'Généralités du service mobile maritime',
            nb_questions: 6,
            nb_justes: 6,
            seuil: 3,
            reussie: true,
          },
          {
            identifiant: 'detresse-securite',
            libelle: 'Détresse et sécurité, SMDSM et ASN',
            nb_questions: 7,
            nb_justes: 3,
            seuil: 4,
            reussie: false,
          },
        ],
      }),
    );
    openResults();
    expect(await screen.findByRole('region', { name: 'Votre score' })).toHaveTextContent(
      'Pas encore : il faut la moyenne dans chacune des 2 parties pour réussir.',
    );
    const parts = within(screen.getByRole('region', { name: 'Résultats par partie' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(parts).toEqual([
      'Généralités du service mobile maritime\u202f: 6 / 6, 3 nécessaires (moyenne atteinte)',
      'Détresse et sécurité, SMDSM et ASN\u202f: 3 / 7, 4 nécessaires (pas encore)',
    ]);
  });

  it('marks the offshore exam out of 20, each part in points, its own minimum only where it has one', async () => {
    serve(
      200,
      detailsWire({
        libelle: 'Examen blanc hauturier n° 1',
        score: 9,
        nb_questions: 13,
        seuil: 10,
        note: { points: 14, sur: 20 },
        reussi: false,
        parties: [
          {
            identifiant: 'carte',
            libelle: 'Travaux sur la carte',
            nb_questions: 6,
            nb_justes: 3,
            seuil: 7,
            reussie: false,
            note: { points: 6, sur: 12 },
          },
          {
            identifiant: 'maree',
            libelle: 'Calcul de marée',
            nb_questions: 2,
            nb_justes: 2,
            seuil: 0,
            reussie: true,
            note: { points: 4, sur: 4 },
          },
          {
            identifiant: 'questionnaire',
            libelle: 'Questionnaire (électronique, météorologie, sécurité)',
            nb_questions: 5,
            nb_justes: 4,
            seuil: 0,
            reussie: true,
            note: { points: 4, sur: 4 },
          },
        ],
      }),
    );
    openResults();
    const score = await screen.findByRole('region', { name: 'Votre score' });
    // 14 points are enough overall, but not the 6 of the chart work: textContent keeps U+202F.
    expect(within(score).getByText('14/20')).toBeVisible();
    expect(score).not.toHaveTextContent('bonnes réponses');
    expect(score.textContent).toContain(
      'Pas encore\u202f: il faut 10 points sur 20 pour réussir, dont 7 sur 12 aux travaux sur la carte.',
    );
    const parts = within(screen.getByRole('region', { name: 'Résultats par partie' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(parts).toEqual([
      'Travaux sur la carte\u202f: 6/12, au moins 7 (pas encore)',
      'Calcul de marée\u202f: 4/4',
      'Questionnaire (électronique, météorologie, sécurité)\u202f: 4/4',
    ]);
  });

  it('writes half points with a French decimal comma, and says the minimum reached', async () => {
    serve(
      200,
      detailsWire({
        score: 8,
        nb_questions: 13,
        seuil: 10,
        note: { points: 10.5, sur: 20 },
        reussi: true,
        parties: [
          {
            identifiant: 'carte',
            libelle: 'Travaux sur la carte',
            nb_questions: 6,
            nb_justes: 4,
            seuil: 7,
            reussie: true,
            note: { points: 7.5, sur: 12 },
          },
        ],
      }),
    );
    openResults();
    const score = await screen.findByRole('region', { name: 'Votre score' });
    expect(within(score).getByText('10,5/20')).toBeVisible();
    expect(score.textContent).toContain(
      'Réussi\u202f: 10 points sur 20 au moins étaient nécessaires, dont 7 sur 12 aux travaux sur la carte.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Résultats par partie' })).getByRole('listitem')
        .textContent,
    ).toBe('Travaux sur la carte\u202f: 7,5/12, au moins 7 (minimum atteint)');
  });

  it('reviews a typed answer against the expected value, not letters', async () => {
    const wire = detailsWire();
    const [first, ...others] = wire.questions;
    if (!first) throw new Error('no question');
    serve(200, {
      ...wire,
      questions: [
        {
          ...first,
          enonce: 'Quelle est la hauteur d’eau à 14 h 30\u202f?',
          propositions: [],
          reponse: [],
          correctes: [],
          juste: false,
          saisie: { donnee: '2,1 m', attendue: '2,6 m', precision: 'à 0,2 m près' },
        },
        ...others,
      ],
    });
    const user = userEvent.setup();
    openResults();
    const review = await screen.findByRole('region', { name: 'Revoir les questions' });
    const question = within(review).getByText('Question 1').closest('details') as HTMLElement;
    await user.click(within(question).getByText('Question 1'));
    expect(within(question).getByText('Votre réponse').nextSibling).toHaveTextContent('2,1 m');
    expect(within(question).getByText('Réponse attendue').nextSibling).toHaveTextContent(
      '2,6 m (à 0,2 m près)',
    );
    expect(within(question).queryByText('Aucune réponse n’a été donnée.')).not.toBeInTheDocument();
  });

  it('grades not the welcome series', async () => {
    serve(200, {
      ...detailsWire({ score: 3, reussi: false, seuil: 5, nb_questions: 5 }),
      type: 'accueil',
      libelle: 'Série de bienvenue',
    });
    openResults();
    const score = await screen.findByRole('region', { name: 'Votre score' });
    expect(score).toHaveTextContent('3 / 5 bonnes réponses');
    expect(score).not.toHaveTextContent('Pas encore');
    expect(score).not.toHaveTextContent('Réussi');
  });

  it('opens every question for review, and can show only the mistakes', async () => {
    serve(200, detailsWire());
    const user = userEvent.setup();
    openResults();
    const review = await screen.findByRole('region', { name: 'Revoir les questions' });
    const numbers = () =>
      within(review)
        .getAllByText(/^Question \d+$/)
        .map((n) => n.textContent);
    expect(numbers()).toHaveLength(40);

    // Question 2 was missed: its two-part correction says what was chosen and what was right.
    const second = within(review).getByText('Question 2').closest('details') as HTMLElement;
    const explanation = within(second).getByText(BANK[1]?.explication ?? '');
    expect(explanation).not.toBeVisible();
    await user.click(within(second).getByText('Question 2'));
    expect(explanation).toBeVisible();
    expect(within(second).getByText('Mauvaise réponse')).toBeVisible();
    expect(
      within(second).getByText('Mesuré dans l’air expiré, ce seuil correspond à :'),
    ).toBeVisible();
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A 0,5 g/l  Bonne réponse',
      'B 0,8 g/l Votre réponse ',
      'C 0,25 mg/l  Bonne réponse',
      'D 0,40 mg/l ',
    ]);
    expect(within(second).getByText(`Référence : ${BANK[1]?.reference ?? ''}`)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Seulement mes erreurs (4)' }));
    expect(numbers()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
    expect(within(review).getAllByText('Mauvaise réponse')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'Toutes (40)' }));
    expect(numbers()).toHaveLength(40);
  });

  it('leads back to the dashboard and the history', async () => {
    serve(200, detailsWire());
    openResults();
    await screen.findByRole('heading', { level: 1, name: 'Examen blanc n° 3' });
    const ways = within(screen.getByRole('navigation', { name: 'Après la série' }));
    expect(ways.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(ways.getByRole('link', { name: 'Mon historique' })).toHaveAttribute('href', '/history');
  });

  it('says clearly when the series is someone else’s or does not exist', async () => {
    serve(404, { error: { code: 'introuvable', message: 'Cette série est introuvable.' } });
    openResults('7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette série est introuvable');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Série introuvable');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeInTheDocument();
  });

  it('offers to go on with an attempt that has not ended (409)', async () => {
    serve(409, { error: { code: 'serie_en_cours', message: 'Cette série n’est pas terminée.' } });
    openResults();
    expect(await screen.findByRole('link', { name: 'Reprendre la série' })).toHaveAttribute(
      'href',
      `/player/${SERIE_ID}`,
    );
  });

  it('says it is loading, in a status', () => {
    mockFetch(() => new Promise(() => undefined));
    openResults();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des résultats…');
  });

  it('says when the exam was passed with extended time (issue #18)', async () => {
    serve(200, detailsWire({ temps_majore: 'x1.5' }));
    openResults();
    expect(await screen.findByText('Examen passé avec temps majoré ×1,5')).toBeVisible();
  });
});
