import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Player } from './player';
import { BANK, SERIE_ID, fakeServer, fakeSpeech, renderRoute } from '../../../test/player-kit';
import { bodyOf } from '../../../test/fetch-mock';

const onAttemptEnded = vi.fn();
const openPlayer = (serieId = SERIE_ID) =>
  renderRoute(
    `/player/${serieId}`,
    '/player/:id',
    <Player serieId={serieId} onAttemptEnded={onAttemptEnded} />,
  );
const option = (letter: string) => screen.getByRole('button', { name: new RegExp(`^${letter} `) });
const question = (position: number) =>
  screen.findByRole('heading', { level: 2, name: `Question ${position} / 3` });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onAttemptEnded.mockReset();
});

describe('player', () => {
  it('shows the question, toggles propositions by click and sends the letters in order', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();

    expect(await question(1)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Examen blanc n° 3');
    expect(screen.getByRole('progressbar', { name: 'Progression dans la série' })).toHaveAttribute(
      'aria-valuetext',
      'Question 1 sur 3',
    );
    expect(screen.getByText(BANK[0]?.enonce ?? '')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Quitter/ })).toHaveAccessibleName(
      'Quitter (votre progression est enregistrée)',
    );
    // jsdom has no speech synthesis: a message, no button that would do nothing.
    expect(screen.queryByRole('button', { name: 'Lire la question' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Lecture à voix haute indisponible/)).toBeVisible();

    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(validate).toBeDisabled();
    await user.click(option('C'));
    await user.click(option('A'));
    expect(option('A')).toHaveAttribute('aria-pressed', 'true');
    expect(option('B')).toHaveAttribute('aria-pressed', 'false');
    expect(option('C')).toHaveAttribute('aria-pressed', 'true');
    await user.click(validate);

    // Exam: straight on to the next question, no correction.
    await question(2);
    expect(screen.queryByText(/Mauvaise réponse|Bonne réponse/)).not.toBeInTheDocument();
    const [[, init]] = server.calls('PUT /api/player/envoi-reponse') as [[unknown, RequestInit]];
    const { id_reponse: key, ...fields } = Object.fromEntries(new URLSearchParams(bodyOf(init)));
    expect(fields).toEqual({ serie: SERIE_ID, identifiant: 'CR-A-002', reponse: 'A,C' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const [[url]] = server.calls(`GET /api/player/infos/${SERIE_ID}/question`) as [[string]];
    expect(new URL(url).searchParams.get('mobile')).toBe('false');
    expect(new URL(url).searchParams.get('taille')).toBe(String(window.innerWidth));
    // The attempt's state is read once, not once per question.
    expect(server.calls(`GET /api/serie/resume/${SERIE_ID}`)).toHaveLength(1);
  });

  it('answers from the keyboard and says what changed in a polite live region', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    const [group] = screen.getAllByRole('group');
    expect(group).toHaveAccessibleDescription(/touches A à D pour choisir, Entrée pour valider/);

    await user.keyboard('b');
    expect(option('B')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Réponse B sélectionnée')).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('D');
    expect(option('D')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Backspace}');
    expect(option('B')).toHaveAttribute('aria-pressed', 'false');
    expect(option('D')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Sélection effacée')).toBeInTheDocument();

    // Shortcuts of the browser are left alone.
    await user.keyboard('{Control>}a{/Control}');
    expect(option('A')).toHaveAttribute('aria-pressed', 'false');
    // Nothing chosen: Enter explains instead of sending.
    await user.keyboard('{Enter}');
    expect(screen.getByText('Choisissez au moins une réponse avant de valider.')).toBeVisible();

    // Enter and Space on a focused proposition toggle it; only « Valider » sends (issue #18).
    await user.click(option('C'));
    await user.keyboard('a{Enter}');
    expect(option('A')).toHaveAttribute('aria-pressed', 'true');
    expect(option('C')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(option('C')).toHaveAttribute('aria-pressed', 'true');
    expect(server.sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await question(2);
    expect(server.sent()).toEqual(['A,C']);
  });

  it('clears the selection with « Effacer »', async () => {
    fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    const clear = screen.getByRole('button', { name: 'Effacer' });
    expect(clear).toBeDisabled();
    await user.click(option('A'));
    await user.click(option('D'));
    await user.click(clear);
    expect(option('A')).toHaveAttribute('aria-pressed', 'false');
    expect(option('D')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('counts 20 s down in a timed exam and sends the selection, even empty, at 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ parcours: 'examen', timeLimit: 20 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openPlayer();
    await question(1);
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('20 s');

    await user.click(option('B'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('10 s');
    expect(screen.queryByText(/Plus que/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Plus que 5 secondes.')).toBeInTheDocument();
    expect(server.sent()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await question(2);
    expect(server.sent()).toEqual(['B']);
    // A new question, a new clock.
    expect(screen.getByRole('timer')).toHaveTextContent('20 s');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await question(3);
    expect(server.sent()).toEqual(['B', '']);
  });

  it('in training, corrects each answer, then goes on, and opens the results after the last', async () => {
    const server = fakeServer({ parcours: 'entrainement', answered: 1 });
    const user = userEvent.setup();
    openPlayer();
    await question(2);

    // A two-part question: its second statement stands between B and C.
    const [first, second] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A 0,5 g/l', 'B 0,8 g/l']);
    expect(second).toHaveAccessibleName('Mesuré dans l’air expiré, ce seuil correspond à :');
    expect(within(second).getAllByRole('button')).toHaveLength(2);

    await user.click(option('A'));
    await user.click(option('D'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Mauvaise réponse' })).toHaveFocus();
    expect(screen.getByText(/^Votre réponse :/)).toHaveTextContent(
      'Votre réponse : A, D · Bonne réponse : A, C',
    );
    const marks = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(marks).toEqual([
      'A 0,5 g/l Votre réponse Bonne réponse',
      'B 0,8 g/l ',
      'C 0,25 mg/l  Bonne réponse',
      'D 0,40 mg/l Votre réponse ',
    ]);
    expect(screen.getByText(BANK[1]?.explication ?? '')).toBeInTheDocument();
    expect(screen.getByText(`Référence : ${BANK[1]?.reference ?? ''}`)).toBeInTheDocument();
    expect(onAttemptEnded).not.toHaveBeenCalled();

    // Enter goes on, like « Question suivante ».
    expect(screen.getByRole('button', { name: /Question suivante/ })).toBeEnabled();
    await user.keyboard('{Enter}');
    await question(3);
    await user.keyboard('b{Enter}');
    expect(await screen.findByRole('heading', { name: 'Bonne réponse !' })).toBeInTheDocument();
    expect(onAttemptEnded).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: /Voir mes résultats/ }));
    expect(await screen.findByRole('heading', { name: 'Page des résultats' })).toBeInTheDocument();
    expect(server.sent()).toEqual(['A,D', 'B']);
  });

  it('in training, says a blank part of a two-part question before marking it (issue #40)', async () => {
    const server = fakeServer({ parcours: 'entrainement', answered: 1 });
    const user = userEvent.setup();
    openPlayer();
    await question(2);
    await user.click(option('A'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous n’avez pas répondu à la 2e partie. Choisissez-y une réponse, ou validez à nouveau pour la laisser sans réponse.',
    );
    expect(server.sent()).toEqual([]);
    // Answering it takes the warning away; « Valider » then marks both parts.
    await user.click(option('C'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(/^Votre réponse :/)).toHaveTextContent('Votre réponse : A, C');
    expect(server.sent()).toEqual(['A,C']);
  });

  it('in training, marks a part left blank when the learner validates again', async () => {
    const server = fakeServer({ parcours: 'entrainement', answered: 1 });
    const user = userEvent.setup();
    openPlayer();
    await question(2);
    await user.keyboard('d{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Vous n’avez pas répondu à la 1re partie/,
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Mauvaise réponse' })).toBeInTheDocument();
    expect(server.sent()).toEqual(['D']);
  });

  it('in an exam, the last answer opens the results without showing a correction', async () => {
    const server = fakeServer({ parcours: 'examen', answered: 2 });
    const user = userEvent.setup();
    openPlayer();
    await question(3);
    await user.click(option('B'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Page des résultats' })).toBeInTheDocument();
    expect(onAttemptEnded).toHaveBeenCalledOnce();
    expect(server.calls(`GET /api/player/infos/${SERIE_ID}/reponse`)).toHaveLength(0);
  });

  it('opens the results at once when the attempt has already ended', async () => {
    const server = fakeServer({ parcours: 'examen', answered: 3 });
    openPlayer();
    expect(await screen.findByRole('heading', { name: 'Page des résultats' })).toBeInTheDocument();
    expect(server.calls(`GET /api/player/infos/${SERIE_ID}/question`)).toHaveLength(0);
  });

  it('keeps the selection when sending fails, and sends it again on « Réessayer »', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    server.failOnce(
      'PUT /api/player/envoi-reponse',
      503,
      'indisponible',
      'Le service est momentanément indisponible.',
    );
    await user.click(option('B'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le service est momentanément indisponible.',
    );
    expect(screen.getByRole('heading', { name: 'Question 1 / 3' })).toBeInTheDocument();
    expect(option('B')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await question(2);
    expect(server.sent()).toEqual(['B', 'B']);
    // The same answer: if the first request reached the server, the second counts nothing.
    const [first, again] = server.keysSent();
    expect(again).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the answer again by itself when the network returns (issue #45)', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    server.dropOnce('PUT /api/player/envoi-reponse');
    await user.click(option('B'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.Nouvel essai dès le retour du réseau.',
    );
    window.dispatchEvent(new Event('online'));
    await question(2);
    expect(server.sent()).toEqual(['B', 'B']);
    const [first, again] = server.keysSent();
    expect(again).toBe(first);
  });

  it('moves on when another tab already answered this question', async () => {
    const server = fakeServer({ parcours: 'entrainement' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    server.answerElsewhere();
    server.answerElsewhere();
    await user.click(option('A'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    // The server's last correction is of another question: the player shows where things are.
    await question(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches the current question again when the server refuses this one (409)', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    server.answerElsewhere();
    server.failOnce(
      'PUT /api/player/envoi-reponse',
      409,
      'question_non_courante',
      'Cette question n’est pas la question en cours : rechargez la page.',
    );
    await user.click(option('A'));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await question(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly when the series is not the learner’s or does not exist', async () => {
    fakeServer({ parcours: 'examen' });
    openPlayer('7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette série est introuvable');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('reads the question and its propositions aloud in French, and stops on demand', async () => {
    const { speak, cancel } = fakeSpeech([{ lang: 'fr-FR', name: 'Amélie' }]);
    fakeServer({ parcours: 'examen', answered: 1 });
    const user = userEvent.setup();
    openPlayer();
    await question(2);

    await user.click(screen.getByRole('button', { name: 'Lire la question' }));
    const [[utterance]] = speak.mock.calls as [[SpeechSynthesisUtterance]];
    expect(utterance.lang).toBe('fr-FR');
    expect(utterance.text).toBe(
      `Question 2 sur 3. ${BANK[1]?.enonce ?? ''} Réponse A : 0,5 g/l. Réponse B : 0,8 g/l. ` +
        'Mesuré dans l’air expiré, ce seuil correspond à : Réponse C : 0,25 mg/l. Réponse D : 0,40 mg/l.',
    );
    cancel.mockClear();
    await user.click(screen.getByRole('button', { name: 'Arrêter la lecture' }));
    expect(cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lire la question' })).toBeInTheDocument();
  });

  it('prefetches the next question’s picture', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          requested.push(url);
        }
      },
    );
    fakeServer({ parcours: 'examen', nextMedia: '/media/code-route/route-double-sens.svg' });
    openPlayer();
    await question(1);
    expect(requested).toEqual(['/media/code-route/route-double-sens.svg']);
  });
});
