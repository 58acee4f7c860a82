import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERIE_ID, detailsWire, renderRoute } from '../../test/player-kit';
import { CorrectionRoute } from './correction';
import { mockFetch } from '../../test/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

describe('correction route', () => {
  it('shows the results of the attempt of its path', async () => {
    const { fetchMock } = mockFetch(() => ({ body: detailsWire() }));
    renderRoute(`/correction/${SERIE_ID}`, '/correction/:id', <CorrectionRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Examen blanc n° 3' }),
    ).toBeInTheDocument();
    const [[url]] = fetchMock.mock.calls as [[string]];
    expect(new URL(url).pathname).toBe(`/api/serie/details/${SERIE_ID}`);
  });
});
