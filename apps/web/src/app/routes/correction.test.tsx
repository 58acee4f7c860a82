import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SERIE_ID,
  detailsWire,
  renderRoute,
} from '../../features/player/components/player-test-kit';
import { CorrectionRoute } from './correction';

afterEach(() => vi.unstubAllGlobals());

describe('correction route', () => {
  it('shows the results of the attempt of its path', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify(detailsWire()), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(`/correction/${SERIE_ID}`, '/correction/:id', <CorrectionRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Examen blanc n° 3' }),
    ).toBeInTheDocument();
    const [[url]] = fetchMock.mock.calls as [[string]];
    expect(new URL(url).pathname).toBe(`/api/serie/details/${SERIE_ID}`);
  });
});
