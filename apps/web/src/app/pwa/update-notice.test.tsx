import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from './update-notice';

const routerAt = (path: string) =>
  createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });

describe('UpdateNotice (issue #45)', () => {
  it('offers the new version, which takes over when the learner says so', async () => {
    const reload = vi.fn(() => Promise.resolve());
    render(<UpdateNotice router={routerAt('/dashboard')} reload={reload} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nouvelle version disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits for the end of a series or a classroom session', async () => {
    const router = routerAt('/player/42');
    render(<UpdateNotice router={router} reload={() => Promise.resolve()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => router.navigate('/correction/42'));
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible();
    await act(() => router.navigate('/salle/ABC123'));
    expect(screen.queryByRole('button', { name: 'Recharger' })).not.toBeInTheDocument();
  });
});
