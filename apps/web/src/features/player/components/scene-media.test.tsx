import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Player } from './player';
import { DEFAULT_PLAYER_SETTINGS } from './player-settings';
import { readable } from './read-aloud';
import { SERIE_ID, fakeServer, renderRoute } from '../../../test/player-kit';

// Issue #42: a question asked on a moving scene, played once before it.

const DESCRIPTION = 'Un ballon sort d’entre deux voitures garées\u202f; je freine.';
const sceneQuestion = (parcours: 'examen' | 'entrainement') =>
  fakeServer({
    parcours,
    timeLimit: parcours === 'examen' ? 20 : undefined,
    questionExtra: {
      media: { url: '/media/0123456789abcdef0123.svg', alt: DESCRIPTION },
      scene: {
        webm: '/media/0123456789abcdef0124.webm',
        mp4: '/media/0123456789abcdef0125.mp4',
        affiche: '/media/0123456789abcdef0126.svg',
      },
    },
  });
const openPlayer = () =>
  renderRoute(
    `/player/${SERIE_ID}`,
    '/player/:id',
    <Player serieId={SERIE_ID} onAttemptEnded={() => {}} settings={DEFAULT_PLAYER_SETTINGS} />,
  );
const option = (letter: string) => screen.getByRole('button', { name: new RegExp(`^${letter} `) });
const sceneFigure = () =>
  screen.findByRole('figure', { name: `Scène animée\u202f: ${DESCRIPTION}` });

afterEach(() => vi.useRealTimers());

describe('a question on a moving scene', () => {
  it('plays the scene inline first, then shows the question and starts its clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = sceneQuestion('examen');
    openPlayer();
    const figure = await sceneFigure();
    const video = figure.querySelector('video');
    if (!video) throw new Error('a video');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video).not.toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', expect.stringMatching(/6\.svg$/));
    // While it plays (longer than a picture's allowance): nothing to answer, no time spent.
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(option('A')).toBeDisabled();
    expect(server.calls('PUT /api/player/question-affichee')).toHaveLength(0);
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('20 s');
    fireEvent.ended(video);
    await waitFor(() => expect(option('A')).toBeEnabled());
    expect(server.calls('PUT /api/player/question-affichee')).toHaveLength(1);
    // Played once, as in the test: no « Revoir » in exam conditions.
    expect(screen.queryByRole('button', { name: 'Revoir la scène' })).toBeNull();
  });

  it('offers « Revoir la scène » in training, which plays it again', async () => {
    sceneQuestion('entrainement');
    openPlayer();
    const video = (await sceneFigure()).querySelector('video');
    if (!video) throw new Error('a video');
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    fireEvent.ended(video);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoir la scène' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Revoir la scène' })).toBeNull();
  });

  it('reads the description of the scene aloud with the question', () => {
    const said = readable({
      position: 1,
      total: 40,
      statement: 'Que dois-je craindre ?',
      statementContinued: null,
      propositions: [],
      severalAnswers: null,
      media: { url: '/m.svg', alt: DESCRIPTION },
      scene: { webm: '/m.webm', mp4: '/m.mp4', poster: '/p.svg' },
    } as unknown as Parameters<typeof readable>[0]);
    // Its own final stop kept, not doubled.
    expect(said.endsWith(`Scène\u202f: ${DESCRIPTION}`)).toBe(true);
  });
});
