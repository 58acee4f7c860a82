import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDevice,
  markRefused,
  markSent,
  recordAnswer,
  saveSerie,
} from '../../features/player/offline/offline-db';
import { refreshOutbox } from '../../features/player/offline/outbox';
import { downloadedSerie, offlineAnswer } from '../../test/offline-kit';
import { AppNotices, waitingVersion } from './app-notices';

const routerAt = (path: string) =>
  createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });

afterEach(() => act(() => waitingVersion.set(null)));

describe('AppNotices (issue #45)', () => {
  it('offers a new version, which takes over when the learner says so', async () => {
    const reload = vi.fn(() => Promise.resolve());
    render(<AppNotices router={routerAt('/dashboard')} />);
    expect(screen.queryByRole('button', { name: 'Recharger' })).not.toBeInTheDocument();
    act(() => waitingVersion.set(reload));
    expect(screen.getByText('Nouvelle version disponible')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits for the end of a series or a classroom session', async () => {
    const router = routerAt('/player/42');
    render(<AppNotices router={router} />);
    act(() => waitingVersion.set(() => Promise.resolve()));
    expect(screen.queryByRole('button', { name: 'Recharger' })).not.toBeInTheDocument();
    await act(() => router.navigate('/correction/42'));
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible();
    await act(() => router.navigate('/salle/ABC123'));
    expect(screen.queryByRole('button', { name: 'Recharger' })).not.toBeInTheDocument();
  });

  it('says when the device has no network, until it comes back', () => {
    const { container } = render(<AppNotices router={routerAt('/dashboard')} />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent(/^$/);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region?.textContent).toBe('Hors connexion');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region).toHaveTextContent(/^$/);
  });

  it('counts the answers kept on the device until the server has them', async () => {
    // The device's own store (fake-indexeddb here), as the offline player fills it.
    await clearDevice();
    await saveSerie(downloadedSerie);
    for (const position of [1, 2, 3]) await recordAnswer(offlineAnswer(position));
    const { container } = render(<AppNotices router={routerAt('/hors-connexion/7')} />);
    act(() => void window.dispatchEvent(new Event('offline')));
    await act(() => refreshOutbox());
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('Hors connexion · 3 réponses à envoyer');
    // One the server refused is said where the series is played, not counted as waiting.
    await markSent(offlineAnswer(1), false);
    await markSent(offlineAnswer(2), false);
    await markRefused(offlineAnswer(3), 'Cette série est terminée.');
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => refreshOutbox());
    expect(region).toHaveTextContent(/^$/);
  });
});
