import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../test/series-kit';
import { AccountRoute, ActivationRoute, PartnerSignUpRoute } from './signup';
import { bodyOf } from '../../test/fetch-mock';

const ACTIVATION = '/central/api/inscription/code-activation';
const codeField = () => screen.getByRole('textbox', { name: 'Code d’activation' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderActivation(answer: { status: number; body: unknown }) {
  return renderWithApi(
    [
      { path: '/home/:brand/activation', element: <ActivationRoute /> },
      { path: '/home/:brand/inscription', element: <AccountRoute /> },
    ],
    '/home/michelin/activation',
    { [`POST ${ACTIVATION}/soumission-code-activation`]: answer },
  );
}

describe('activation-code sign-up', () => {
  it('checks the code in the page before sending anything', async () => {
    const { fetchMock } = renderActivation({ status: 200, body: {} });
    await userEvent.type(codeField(), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Valider mon code' }));
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAccessibleDescription(
      /Un code d’activation compte 12 lettres ou chiffres/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal next to the code', async () => {
    renderActivation({
      status: 400,
      body: {
        error: { code: 'code_invalide', message: 'Ce code d’activation n’est pas valable.' },
      },
    });
    await userEvent.type(codeField(), 'abcd efgh jkmn');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e‑mail' }), 'a@b.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Valider mon code' }));
    expect(await screen.findByText('Ce code d’activation n’est pas valable.')).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes on to the account form with the e-mail given, sending the code as typed, normalised', async () => {
    const { fetchMock } = renderActivation({
      status: 200,
      body: { etape: 'inscription', token: 't'.repeat(43), email: 'a@b.fr' },
    });
    await userEvent.type(codeField(), 'abcd efgh jkmn');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e‑mail' }), 'A@B.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Valider mon code' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' }),
    ).toBeVisible();
    expect(screen.getByText('a@b.fr')).toBeVisible();
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(JSON.parse(bodyOf(init))).toEqual({
      code_activation: 'ABCD-EFGH-JKMN',
      email: 'a@b.fr',
    });
    expect(init?.credentials).toBe('omit');
  });

  it('sends a visitor without a code back to the code entry', async () => {
    renderWithApi(
      [{ path: '/home/michelin/inscription', element: <AccountRoute /> }],
      '/home/michelin/inscription',
      {},
    );
    expect(
      await screen.findByRole('link', { name: 'Saisir mon code d’activation' }),
    ).toHaveAttribute('href', '/home/michelin/activation');
  });
});

describe('boat publisher sign-up', () => {
  it('says an incomplete link is damaged and offers nothing to send', async () => {
    renderWithApi([{ path: '/vagnon', element: <PartnerSignUpRoute /> }], '/vagnon?nom=X', {});
    expect(await screen.findByText(/Ce lien d’inscription est incomplet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).toBeNull();
  });
});
