import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERIE_ID, fakeServer, renderRoute } from '../../test/player-kit';
import { PlayerRoute } from './player';

afterEach(() => vi.unstubAllGlobals());

describe('player route', () => {
  it('plays the attempt of its path and refreshes the series lists when it ends', async () => {
    fakeServer({ parcours: 'examen', answered: 2 });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(`/player/${SERIE_ID}`, '/player/:id', <PlayerRoute />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await screen.findByRole('heading', { level: 2, name: 'Question 3 / 3' });
    await user.click(screen.getByRole('button', { name: /^B / }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Page des résultats' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['series'] });
  });
});
