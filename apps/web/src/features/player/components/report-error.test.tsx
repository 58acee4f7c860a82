import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportError } from './report-error';
import { mockFetch, bodyOf } from '../../../test/fetch-mock';

const THANKS = 'Merci : votre signalement est transmis à l’équipe qui rédige les questions.';

function renderReport() {
  const { fetchMock } = mockFetch(() => ({ status: 201, body: { message: THANKS } }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportError serieId="42" questionId="CR-A-002" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('« Signaler une erreur » (issue #18, point 11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the reason and the line in French before sending anything', async () => {
    const fetchMock = renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler une erreur' }));
    // The dialog's module loads on demand (report-error.tsx), hence the wait.
    const dialog = await screen.findByRole('dialog', { name: 'Signaler une erreur' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(
      within(dialog).getByText('Choisissez ce qui ne va pas dans cette question.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Décrivez l’erreur en 5 caractères au moins.')).toBeVisible();
    expect(within(dialog).getByLabelText('En une ligne')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the attempt, the question, the reason and the line, then thanks the learner', async () => {
    const fetchMock = renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler une erreur' }));
    // The dialog's module loads on demand (report-error.tsx), hence the wait.
    const dialog = await screen.findByRole('dialog', { name: 'Signaler une erreur' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Règle dépassée' }));
    await userEvent.type(
      within(dialog).getByLabelText('En une ligne'),
      'La limite a changé en 2018.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(THANKS));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/api/compte/signalements');
    expect(JSON.parse(bodyOf(init))).toEqual({
      serie: '42',
      identifiant: 'CR-A-002',
      motif: 'regle_depassee',
      commentaire: 'La limite a changé en 2018.',
    });
  });
});
