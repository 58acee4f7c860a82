import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEARNERS, hugo, lea, refusal, renderLearners, saidDone } from '../learners-kit';

// Issue #19, point 3: a manager's actions on a learner's licence, from the list.

const ONE = '/central/api/ecole/inscriptions/11';

const action = (message: string, changes = {}) => ({
  body: {
    message,
    acces_jusquau: '2027-06-30',
    credits_restants: 5,
    fermee: false,
    ...changes,
  },
});

async function openDialog() {
  const table = await screen.findByRole('table', { name: 'Élèves et leur progression' });
  await userEvent.click(
    within(table).getByRole('button', { name: 'Accès et crédits\u202f: Léa Martin, Auto' }),
  );
  return screen.getByRole('dialog', { name: 'Léa Martin · Auto' });
}

afterEach(() => vi.unstubAllGlobals());

describe('a licence’s access and credits', () => {
  it('extends the access and says so; the dialog and the list show the new day', async () => {
    const message = 'Accès prolongé jusqu’au 29/07/2027.';
    const { requests, calls } = renderLearners({
      routes: {
        [`POST ${ONE}/prolongation`]: action(message, { acces_jusquau: '2027-07-29' }),
      },
    });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Accès jusqu’au 30/06/2027 · 5 crédits restants');
    expect((await runAxe(document.body)).violations).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByLabelText('Prolonger l’accès de'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prolonger' }));
    await saidDone(message);
    expect(within(dialog).getByRole('status').textContent).toBe(message);
    expect(dialog).toHaveTextContent('Accès jusqu’au 29/07/2027 · 5 crédits restants');
    const sent = requests().find((request) => request.url.pathname.endsWith('/prolongation'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ jours: 30 });
    expect(calls('GET', LEARNERS)).toHaveLength(2);
  });

  it('refuses no credit in French before sending, then shows the server’s refusal', async () => {
    const refused = 'Cette formation est fermée.';
    const { requests } = renderLearners({
      routes: { [`POST ${ONE}/credits`]: refusal(409, 'formation_fermee', refused) },
    });
    const dialog = await openDialog();
    const credits = within(dialog).getByLabelText('Crédits d’examens blancs à ajouter');
    await userEvent.clear(credits);
    await userEvent.type(credits, '0{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('Ajoutez au moins 1 crédit.');
    expect(requests().some((request) => request.method === 'POST')).toBe(false);

    await userEvent.clear(credits);
    await userEvent.type(credits, '3{Enter}');
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(refused));
    const sent = requests().find((request) => request.url.pathname.endsWith('/credits'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ nombre: 3 });
  });

  it('closes the licence; once the dialog is closed the row has left and the count has the focus', async () => {
    let closed = false;
    const message = 'Formation fermée\u202f: l’élève ne peut plus s’y entraîner ni la choisir.';
    const { requests } = renderLearners({
      rows: () => (closed ? [hugo] : [lea, hugo]),
      routes: {
        [`POST ${ONE}/statut`]: () => {
          closed = true;
          return action(message, { fermee: true });
        },
      },
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer la formation' }));
    await saidDone(message);
    expect(within(dialog).getByRole('button', { name: 'Rouvrir la formation' })).toBeVisible();
    expect(dialog).toHaveTextContent('Formation fermée · Accès jusqu’au');
    const sent = requests().find((request) => request.url.pathname.endsWith('/statut'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ fermee: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 élève')).toHaveFocus();
  });

  it('sends a password link, and opens the erasure from the dialog', async () => {
    const message = 'Un lien pour choisir un mot de passe est parti à lea.martin@exemple.fr.';
    renderLearners({
      routes: { 'POST /central/api/ecole/eleves/e1/lien-mot-de-passe': { body: { message } } },
    });
    let dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Envoyer un lien de mot de passe' }),
    );
    await saidDone(message);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Supprimer les données de l’élève' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Supprimer les données de Léa Martin\u202f?' });
    expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement' })).toBeVisible();
  });
});
