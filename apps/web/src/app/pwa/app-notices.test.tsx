import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(region).toBeEmptyDOMElement();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region?.textContent).toBe(
      'Hors connexion\u202f: ce qui demande le serveur attendra le retour du réseau.',
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region).toBeEmptyDOMElement();
  });
});
