import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Player } from './player';
import { renderRoute, SERIE_ID } from '../../../test/player-kit';
import { mockFetch, bodyOf } from '../../../test/fetch-mock';

// Issue #22, point 3: a tide exercise of the offshore bank, answered by a typed value in
// training: what cannot be read is said at the field, then the correction sets out the values.

const exercise = {
  serie: Number(SERIE_ID),
  identifiant: 'HA-H-101',
  position: 1,
  total: 1,
  parcours: 'entrainement',
  enonce: 'Quelle est la hauteur d’eau à Port-Kerhel à 11 h 00 le samedi 13 juin 2026\u202f?',
  propositions: [],
  media: null,
  temps_imparti: null,
  media_suivant: null,
  saisie: { nature: 'hauteur', unite: 'm', exemple: '2,35' },
};

function stubServer(asked: object = exercise) {
  let answered = false;
  const reply = (status: number, body: unknown) => ({ status, body });
  const { fetchMock } = mockFetch(({ url, body: form }) => {
    const path = url.pathname;
    if (path === `/api/serie/resume/${SERIE_ID}`)
      return reply(200, {
        id: Number(SERIE_ID),
        slug: 'hauturier-theme-h',
        type: 'thematique',
        libelle: 'Thème\u202f: Calcul de marée',
        parcours: 'entrainement',
        chronometree: false,
        nb_questions: 1,
        nb_questions_realisees: answered ? 1 : 0,
        termine: answered,
      });
    if (path === `/api/player/infos/${SERIE_ID}/question`) return reply(200, asked);
    if (path === '/api/player/envoi-reponse') {
      const typed = new URLSearchParams(form).get('reponse') ?? '';
      if (!/^\d/.test(typed))
        return reply(400, {
          error: {
            code: 'reponse_invalide',
            message:
              'Réponse illisible\u202f: écrivez une hauteur en mètres, par exemple «\u202f2,35\u202f».',
          },
        });
      answered = true;
      return reply(200, {
        serie: Number(SERIE_ID),
        identifiant: 'HA-H-101',
        position: 1,
        reponse: [],
        termine: true,
        saisie_lue: '2,15\u00a0m',
      });
    }
    if (path === `/api/player/infos/${SERIE_ID}/reponse`)
      return reply(200, {
        identifiant: 'HA-H-101',
        position: 1,
        reponse: [],
        correctes: [],
        juste: false,
        explication:
          'Heure-marée de 63 minutes : à 11 h 00, la mer a monté de 3 douzièmes et demi.',
        reference: 'Programme du permis hauturier, calcul de marée',
        termine: true,
        saisie: { donnee: '2,15\u00a0m', attendue: '2,1\u00a0m', precision: 'à 0,04\u00a0m près' },
      });
    return reply(404, { error: { code: 'introuvable', message: 'Introuvable.' } });
  });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('a typed answer', () => {
  it('is typed in its unit, refused in French when unreadable, then corrected with its values', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderRoute(
      `/player/${SERIE_ID}`,
      '/player/:id',
      <Player serieId={SERIE_ID} onAttemptEnded={vi.fn()} />,
    );

    const field = await screen.findByRole('textbox', { name: 'Votre réponse, en mètres' });
    expect(field).toHaveAccessibleDescription(/par exemple\u202f: 2,35/);
    expect(screen.queryByRole('button', { name: /^A / })).not.toBeInTheDocument();
    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(validate).toBeDisabled();

    await user.type(field, 'environ deux{Enter}');
    expect(await screen.findByText(/^Réponse illisible/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the reason, which was about the previous value.
    await user.clear(field);
    expect(screen.queryByText(/^Réponse illisible/)).not.toBeInTheDocument();
    await user.type(field, '2,15');
    await user.click(validate);

    expect(await screen.findByRole('heading', { name: 'Mauvaise réponse' })).toBeVisible();
    // The letters' line has nothing to say of a typed answer: its values are set out instead.
    expect(screen.queryByText(/Bonne réponse\s*:/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Votre réponse',
      'Réponse attendue',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '2,15\u00a0m',
      '2,1\u00a0m (à 0,04\u00a0m près)',
    ]);
    const sent = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => new URLSearchParams(bodyOf(init)).get('reponse'));
    expect(sent).toEqual(['environ deux', '2,15']);
  });

  it('asks a short answer in words, with no example that would give one away', async () => {
    stubServer({
      ...exercise,
      identifiant: 'RO-S-002',
      enonce: 'Quel équipement dois-je poser en arrière de ma voiture en panne\u202f?',
      saisie: { nature: 'mot', unite: '', exemple: '' },
    });
    renderRoute(
      `/player/${SERIE_ID}`,
      '/player/:id',
      <Player serieId={SERIE_ID} onAttemptEnded={vi.fn()} />,
    );
    const field = await screen.findByRole('textbox', { name: 'Votre réponse, en toutes lettres' });
    expect(field).toHaveAccessibleDescription(
      'Un mot ou quelques mots\u202f; majuscules et accents sont libres',
    );
    expect(field).toHaveAttribute('inputmode', 'text');
  });
});
