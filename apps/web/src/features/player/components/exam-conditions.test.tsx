import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Player } from './player';
import type { PlayerSettings } from './player-settings';
import { DEFAULT_PLAYER_SETTINGS } from './player-settings';
import {
  SERIE_ID,
  fakeServer,
  fakeSpeech,
  renderRoute,
  showPictures,
} from '../../../test/player-kit';

// Issue #18: the server's clock, the number of answers, the learner's settings (read-aloud,
// shortcuts) and the shortcuts' manners in form fields.

const openPlayer = (settings: Partial<PlayerSettings> = {}, extra: React.ReactNode = null) =>
  renderRoute(
    `/player/${SERIE_ID}`,
    '/player/:id',
    <>
      <Player
        serieId={SERIE_ID}
        onAttemptEnded={() => {}}
        settings={{ ...DEFAULT_PLAYER_SETTINGS, ...settings }}
      />
      {extra}
    </>,
  );
const option = (letter: string) => screen.getByRole('button', { name: new RegExp(`^${letter} `) });
const question = (position: number) =>
  screen.findByRole('heading', { level: 2, name: `Question ${position} / 3` });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A timed exam whose questions are illustrated. */
const illustratedExam = () =>
  fakeServer({
    parcours: 'examen',
    timeLimit: 20,
    questionExtra: { media: { url: '/media/0123456789abcdef0123.svg', alt: 'Un carrefour' } },
  });

describe('player in exam conditions', () => {
  it('counts down from the time the server says is left, not from 20 again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      parcours: 'examen',
      timeLimit: 20,
      questionExtra: { temps_restant: 7 },
    });
    openPlayer();
    await question(1);
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('7 s');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Plus que 5 secondes.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await question(2);
    expect(server.sent()).toEqual(['']);
  });

  it('starts the clock when the question is on screen, its picture loaded (issue #40)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = illustratedExam();
    openPlayer();
    await question(1);
    const clock = screen.getByRole('timer', { name: 'Temps restant' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    // The picture is still on its way: nothing to answer yet, and no time spent.
    expect(clock).toHaveTextContent('20 s');
    expect(option('A')).toBeDisabled();
    expect(server.calls('PUT /api/player/question-affichee')).toHaveLength(0);
    showPictures();
    await waitFor(() => expect(option('A')).toBeEnabled());
    expect(server.calls('PUT /api/player/question-affichee')).toHaveLength(1);
    // The server's answer, then two seconds and a half on the clock (not five and a half),
    // in steps: the answer is read between them.
    for (let step = 0; step < 5; step += 1) await act(() => vi.advanceTimersByTimeAsync(500));
    expect(clock).toHaveTextContent(/^1[78] s$/);
  });

  it('starts the clock anyway when the picture never comes, after the allowance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = illustratedExam();
    openPlayer();
    await question(1);
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(option('A')).toBeEnabled();
    expect(server.calls('PUT /api/player/question-affichee')).toHaveLength(1);
    // In steps, as above: the server's answer is read between them, then the clock runs out.
    for (let step = 0; step < 41; step += 1) await act(() => vi.advanceTimersByTimeAsync(500));
    await question(2);
    expect(server.sent()).toEqual(['']);
  });

  it('counts one clock for the whole exam when the test has one (CRR, issue #22)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      parcours: 'examen',
      questionExtra: {
        temps_imparti: null,
        temps_restant: null,
        temps_examen: { imparti: 2700, restant: 302 },
      },
    });
    openPlayer();
    await question(1);
    expect(screen.getByRole('timer', { name: 'Temps restant pour l’examen' })).toHaveTextContent(
      '5:02',
    );
    expect(screen.queryByRole('timer', { name: 'Temps restant' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Plus que 5 minutes pour finir l’examen.')).toBeInTheDocument();
    // At 0 the selection goes, as with a question's clock.
    await userEvent.click(option('B'));
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await question(2);
    expect(server.sent()).toEqual(['B']);
  });

  it('says the attempt runs with extended time, or without a clock', async () => {
    fakeServer({
      parcours: 'examen',
      questionExtra: { temps_imparti: null, temps_restant: null, temps_majore: 'sans_limite' },
    });
    openPlayer();
    await question(1);
    expect(screen.getByText('Sans limite de temps')).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says whether one answer or several are expected, as the real test does', async () => {
    fakeServer({ parcours: 'examen', questionExtra: { plusieurs_reponses: true } });
    openPlayer();
    await question(1);
    expect(screen.getByText('Plusieurs réponses possibles')).toBeVisible();
    const [group] = screen.getAllByRole('group');
    expect(group).toHaveAccessibleDescription(/^Plusieurs réponses possibles/);
  });

  it('says « Une seule réponse » when one is right', async () => {
    fakeServer({ parcours: 'examen', answered: 2, questionExtra: { plusieurs_reponses: false } });
    openPlayer();
    await question(3);
    expect(screen.getByText('Une seule réponse')).toBeVisible();
  });

  it('never goes back: Retour arrière only clears the current selection', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer();
    await question(1);
    await user.keyboard('a{Enter}');
    await question(2);
    await user.keyboard('{Backspace}{Backspace}');
    expect(await question(2)).toBeInTheDocument();
    expect(server.calls('PUT /api/player/envoi-reponse')).toHaveLength(1);
  });
});

describe('player keyboard (WCAG 2.1.4)', () => {
  it('turns the single-key shortcuts off when the learner asked; Enter and Space still toggle', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer({ shortcuts: false });
    await question(1);
    expect(screen.getAllByRole('group')[0]).toHaveAccessibleDescription(
      /Entrée ou Espace pour la choisir/,
    );
    await user.keyboard('ab{Enter}');
    expect(option('A')).toHaveAttribute('aria-pressed', 'false');
    expect(option('B')).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    expect(option('A')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(option('A')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(option('B')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Backspace}');
    expect(option('B')).toHaveAttribute('aria-pressed', 'true');
    expect(server.sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await question(2);
    expect(server.sent()).toEqual(['A,B']);
  });

  it('leaves keys typed in a form field alone', async () => {
    const server = fakeServer({ parcours: 'examen' });
    const user = userEvent.setup();
    openPlayer({}, <input aria-label="Note personnelle" />);
    await question(1);
    await user.click(option('C'));
    await user.type(
      screen.getByRole('textbox', { name: 'Note personnelle' }),
      'abd{Backspace}{Enter}',
    );
    expect(screen.getByRole('textbox')).toHaveValue('ab');
    expect(option('A')).toHaveAttribute('aria-pressed', 'false');
    expect(option('C')).toHaveAttribute('aria-pressed', 'true');
    expect(server.sent()).toEqual([]);
  });
});

describe('player read-aloud', () => {
  it('reads each question as it appears, its picture’s description too, at the chosen speed', async () => {
    const speech = fakeSpeech([
      { lang: 'en-US', name: 'Samantha' },
      { lang: 'fr-FR', name: 'Amélie' },
    ]);
    fakeServer({
      parcours: 'examen',
      questionExtra: {
        media: { url: '/media/code-route/accident.svg', alt: 'Deux voitures accidentées' },
        plusieurs_reponses: true,
      },
    });
    const user = userEvent.setup();
    openPlayer({ readAloud: true, speechRate: 1.25 });
    await question(1);
    // Read once on screen, its picture there.
    expect(speech.said()).toHaveLength(0);
    showPictures();
    await waitFor(() => expect(speech.said()).toHaveLength(1));
    expect(speech.said()[0]).toMatch(
      /^Question 1 sur 3\. Je m’arrête .* Image : Deux voitures accidentées\. Plusieurs réponses possibles\. Réponse A : enfile/,
    );
    const [[utterance]] = speech.speak.mock.calls as [[SpeechSynthesisUtterance]];
    expect(utterance.rate).toBe(1.25);
    expect(utterance.voice).toMatchObject({ name: 'Amélie' });

    await user.keyboard('a{Enter}');
    await question(2);
    showPictures();
    await waitFor(() => expect(speech.said()).toHaveLength(2));
    expect(speech.said()[1]).toMatch(/^Question 2 sur 3\./);
  });

  it('says clearly that the browser has no French voice, instead of a silent button', async () => {
    const speech = fakeSpeech([{ lang: 'en-US', name: 'Samantha' }]);
    fakeServer({ parcours: 'examen' });
    openPlayer({ readAloud: true });
    await question(1);
    expect(screen.queryByRole('button', { name: 'Lire la question' })).not.toBeInTheDocument();
    // textContent: toHaveTextContent would fold the narrow no-break space into a plain one.
    expect(screen.getByRole('status').textContent).toMatch(
      /^Lecture à voix haute indisponible\u202f: ce navigateur n’a pas de voix française/,
    );
    expect(speech.speak).not.toHaveBeenCalled();
  });
});
