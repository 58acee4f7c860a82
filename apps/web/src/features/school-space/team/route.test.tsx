import type { Team } from '@prepacode/domain/contracts/team.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #41, point 7: « Équipe », the school's managers and instructors managed in the browser.

const TEAM = '/central/api/ecole/equipe';

const team = (): Team => ({
  ecole: 'a',
  nom: 'Auto-école de la Gare',
  membres: [
    {
      id: 's1',
      prenom: 'Claire',
      nom: 'Dumont',
      email: 'claire@gare.fr',
      role: 'gestionnaire',
      invitation_en_attente: false,
      moi: true,
    },
    {
      id: 's2',
      prenom: 'Marc',
      nom: 'Lefèvre',
      email: 'marc@gare.fr',
      role: 'moniteur',
      invitation_en_attente: true,
      moi: false,
    },
  ],
});

const sent = (requests: () => { method: string; body: string; url: URL }[], method: string) =>
  requests()
    .filter((request) => request.method === method && request.url.pathname.startsWith(TEAM))
    .map((request) => ({ path: request.url.pathname, body: request.body }));

afterEach(() => vi.unstubAllGlobals());

describe('the school’s team', () => {
  it('lists the team, invites someone, changes a role and removes a member', async () => {
    const { requests, calls } = renderSpace('/central/equipe?from=prepacode', {
      [`GET ${TEAM}`]: { body: team() },
      [`POST ${TEAM}`]: {
        status: 201,
        body: { message: 'Invitation envoyée à lucie@gare.fr.' },
      },
      [`PUT ${TEAM}/s2`]: { body: { message: 'Marc est désormais gestionnaire.' } },
      [`DELETE ${TEAM}/s2`]: { body: { message: 'Marc ne fait plus partie de l’équipe.' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Équipe d’Auto-école de la Gare' });
    const marc = within(table).getByRole('row', { name: /Marc Lefèvre/ });
    expect(marc).toHaveTextContent('Invitation envoyée');
    expect(
      within(table).getByRole('row', { name: /Claire Dumont \(vous\)/ }),
    ).not.toHaveTextContent('Retirer');
    expect((await runAxe(document.body)).violations).toEqual([]);

    const form = screen.getByRole('form', { name: 'Inviter quelqu’un' });
    expect(form).toHaveTextContent('rejoindre l’équipe d’Auto-école de la Gare.');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(within(form).getByLabelText('Prénom')).toHaveAccessibleDescription(
      'Indiquez le prénom de la personne.',
    );
    expect(sent(requests, 'POST')).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Prénom'), 'Lucie');
    await userEvent.type(within(form).getByLabelText('Nom'), 'Bernard');
    await userEvent.type(within(form).getByLabelText('Adresse e‑mail'), 'lucie@gare.fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    await vi.waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(
        'Invitation envoyée à lucie@gare.fr.',
      ),
    );
    expect(JSON.parse(sent(requests, 'POST')[0]?.body ?? '{}')).toEqual({
      prenom: 'Lucie',
      nom: 'Bernard',
      email: 'lucie@gare.fr',
      role: 'moniteur',
    });

    await userEvent.click(
      within(marc).getByRole('button', { name: 'Nommer Marc Lefèvre gestionnaire' }),
    );
    await vi.waitFor(() =>
      expect(screen.getByText('Marc est désormais gestionnaire.')).toBeVisible(),
    );
    expect(JSON.parse(sent(requests, 'PUT')[0]?.body ?? '{}')).toEqual({ role: 'gestionnaire' });

    await userEvent.click(
      within(marc).getByRole('button', { name: 'Retirer Marc Lefèvre de l’équipe' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Retirer Marc Lefèvre de l’équipe\u202f?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer de l’équipe' }));
    await vi.waitFor(() =>
      expect(screen.getByText('Marc ne fait plus partie de l’équipe.')).toHaveFocus(),
    );
    expect(sent(requests, 'DELETE')).toHaveLength(1);
    // Each change reads the team again.
    expect(calls('GET', TEAM).length).toBeGreaterThanOrEqual(4);
  });

  it('asks the operator for the school first', async () => {
    const { sentQuery } = renderSpace(
      '/central/equipe',
      { [`GET ${TEAM}`]: { body: team() } },
      spaceWire({
        moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
        actions: ['gerer_equipe', 'voir_eleves'],
        ecoles: [
          { id: 'a', nom: 'Auto-école de la Gare' },
          { id: 'p', nom: 'École du Port' },
        ],
      }),
    );
    await userEvent.selectOptions(await screen.findByLabelText('École'), 'a');
    expect(await screen.findByRole('table', { name: /Équipe d/ })).toBeVisible();
    expect(sentQuery('GET', TEAM)).toEqual({ ecole: 'a' });
  });

  it('tells an instructor the team is not theirs to manage', async () => {
    renderSpace(
      '/central/equipe',
      {},
      spaceWire({
        moi: { prenom: 'Marc', nom: 'Petit', role: 'moniteur' },
        actions: ['voir_eleves'],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre rôle ne vous permet pas de gérer l’équipe de l’école.',
    );
  });
});
