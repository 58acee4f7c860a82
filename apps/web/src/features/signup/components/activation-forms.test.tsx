import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/series-kit';
import { AccountForm, CodePasswordForm } from './activation-forms';

// The account form and « Mot de passe oublié » of the code brand, through the one form hook.

const ACTIVATION = '/central/api/inscription/code-activation';
const TOKEN = 't'.repeat(43);

afterEach(() => vi.unstubAllGlobals());

describe('the account form of an activation code', () => {
  it('sends licence B with the e-mail and token, and offers the code again once the token is gone', async () => {
    const onRestart = vi.fn();
    const { requests } = renderWithApi(
      [
        {
          path: '/',
          element: (
            <AccountForm
              pending={{ token: TOKEN, email: 'a@b.fr' }}
              onCreated={vi.fn()}
              onRestart={onRestart}
            />
          ),
        },
      ],
      '/',
      {
        [`POST ${ACTIVATION}/creer-et-inscrire-eleve`]: {
          status: 400,
          body: { error: { code: 'jeton_invalide', message: 'Ce code a expiré.' } },
        },
      },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Prénom' }), 'Noé');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Vasseur');
    await userEvent.type(screen.getByLabelText('Date de naissance'), '2006-04-23');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code a expiré.');
    expect(JSON.parse(requests().at(-1)?.body ?? '')).toEqual({
      permis: 'B',
      prenom: 'Noé',
      nom: 'Vasseur',
      date_naissance: '2006-04-23',
      telephone: '06 12 34 56 78',
      email: 'a@b.fr',
      token: TOKEN,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Saisir à nouveau mon code' }));
    expect(onRestart).toHaveBeenCalled();
  });
});

describe('« Mot de passe oublié » with the code', () => {
  it('sends the code as the server reads it, then says so in place of the form', async () => {
    const sent = 'Si ce code correspond à un compte, un lien vient d’être envoyé.';
    const { requests } = renderWithApi([{ path: '/', element: <CodePasswordForm /> }], '/', {
      [`POST ${ACTIVATION}/regenerer-mot-de-passe`]: { status: 202, body: { message: sent } },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Code d’activation' }),
      'abcd efgh jkmn',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(JSON.parse(requests().at(-1)?.body ?? '')).toEqual({
      code_activation: 'ABCD-EFGH-JKMN',
    });
    expect(screen.queryByRole('button', { name: 'Recevoir un lien' })).toBeNull();
  });
});
