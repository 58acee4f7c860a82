import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { ConsentPage } from './consent-page';

// Issue #41, point 6 (ADR 0030): the page a school's offer opens, as its owner reads it.
const OFFER = 'GET /central/api/rattachement';
const ACCEPT = 'POST /central/api/rattachement';
const offer = {
  ecole: 'Auto-école du Quai',
  formations: ['Code de la route (Auto)'],
  compte: 'maelle@exemple.fr',
  possible: true,
  message: null,
};

describe('the consent page', () => {
  it('says what joining means, joins with the link’s token, then offers to sign in', async () => {
    const { sentQuery, requests } = mockApi({
      [OFFER]: { body: offer },
      [ACCEPT]: {
        body: {
          message: 'Vous avez rejoint Auto-école du Quai. Connectez-vous avec votre mot de passe.',
          mot_de_passe: null,
        },
      },
    });
    render(<ConsentPage search="?jeton=abcdefghijklmnopqrstuvwxyz&from=orata" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rejoindre Auto-école du Quai' }),
    ).toBeVisible();
    expect(sentQuery('GET', '/central/api/rattachement')).toEqual({
      jeton: 'abcdefghijklmnopqrstuvwxyz',
    });
    expect(
      screen.getByText(/avec votre compte maelle@exemple\.fr, pour la formation Code/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre Auto-école du Quai' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vous avez rejoint');
    expect(JSON.parse(requests().at(-1)?.body ?? '{}')).toEqual({
      jeton: 'abcdefghijklmnopqrstuvwxyz',
    });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/central/login?from=orata',
    );
  });

  it('leads an account without a password to choose one', async () => {
    mockApi({
      [OFFER]: { body: offer },
      [ACCEPT]: {
        body: { message: 'Vous avez rejoint.', mot_de_passe: '/central/mot-de-passe?jeton=x' },
      },
    });
    render(<ConsentPage search="?jeton=abcdefghijklmnopqrstuvwxyz" />);
    await userEvent.click(await screen.findByRole('button', { name: /Rejoindre/ }));
    expect(await screen.findByRole('link', { name: 'Choisir mon mot de passe' })).toHaveAttribute(
      'href',
      '/central/mot-de-passe?jeton=x',
    );
  });

  it('says why a staff account cannot join, without a button', async () => {
    mockApi({
      [OFFER]: {
        body: { ...offer, possible: false, message: 'Cette adresse sert à un compte de l’équipe.' },
      },
    });
    render(<ConsentPage search="?jeton=abcdefghijklmnopqrstuvwxyz" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('compte de l’équipe');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a dead link is dead, with the way to sign in', async () => {
    mockApi({
      [OFFER]: {
        status: 400,
        body: { error: { code: 'lien_invalide', message: 'Ce lien n’est plus valable.' } },
      },
    });
    render(<ConsentPage search="?jeton=abcdefghijklmnopqrstuvwxyz" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.');
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toBeVisible();
  });
});
