import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesDialog } from './preferences-dialog';
import { mockFetch, bodyOf } from '../../../test/fetch-mock';

/** A fake of GET and PUT /api/front/preferences; PUT answers `putReply` when given. */
function fakeServer(putReply?: { status: number; body: unknown }) {
  let stored: unknown = DEFAULT_PREFERENCES;
  const { fetchMock } = mockFetch(({ method, body }) => {
    if (method === 'PUT') {
      if (putReply) return putReply;
      stored = JSON.parse(body);
    }
    return { body: stored };
  });
  return {
    puts: () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]): unknown => JSON.parse(bodyOf(init))),
  };
}

const openDialog = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PreferencesDialog open onClose={() => {}} />
    </QueryClientProvider>,
  );
  return queryClient;
};

afterEach(() => vi.unstubAllGlobals());

describe('« Mes préférences »', () => {
  it('shows the saved settings and saves the learner’s choices for the server to keep', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const queryClient = openDialog();
    const normal = await screen.findByRole('radio', { name: 'Temps normal (20 s par question)' });
    expect(normal).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Raccourcis à une touche/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Dans un ordre différent/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Temps majoré ×1,5 (30 s par question)' }));
    await user.click(screen.getByRole('checkbox', { name: /^Lire chaque question/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vitesse de lecture' }), 'Lente');
    await user.click(screen.getByRole('checkbox', { name: /^Raccourcis à une touche/ }));
    await user.click(screen.getByRole('radio', { name: 'Toujours dans le même ordre' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Préférences enregistrées.');
    expect(server.puts()).toEqual([
      {
        temps_majore: 'x1.5',
        lecture_auto: true,
        vitesse_lecture: 'lente',
        raccourcis_clavier: false,
        ordre_propositions: 'fixe',
      },
    ]);
    // The player reads the same cache: it follows the new settings at once.
    expect(queryClient.getQueryData(['preferences'])).toMatchObject({
      timeExtension: 'x1.5',
      readAloud: true,
      shortcuts: false,
      propositionOrder: 'fixe',
    });
  });

  it('shows the server’s French message when it refuses', async () => {
    fakeServer({
      status: 400,
      body: {
        error: {
          code: 'requete_invalide',
          message: 'Le temps majoré doit valoir non, x1.5, x2 ou sans_limite.',
        },
      },
    });
    const user = userEvent.setup();
    openDialog();
    await user.click(await screen.findByRole('radio', { name: 'Sans limite de temps' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le temps majoré doit valoir non, x1.5, x2 ou sans_limite.',
    );
  });
});
