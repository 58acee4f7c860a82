import type { BatchCodes, CodeBatch } from '@prepacode/domain/contracts/school-accounts.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRoutes, Reply } from '../../../test/fetch-mock';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #19, point 3: a manager makes a batch of activation codes, sees its codes, revokes one;
// #41, point 9: where they are typed, who used one, the sheet to print.

const LIST = '/central/api/ecole/codes';
const BATCH = '/central/api/ecole/codes/lot';

const batch = (changes: Partial<CodeBatch> = {}): CodeBatch => ({
  ecole: 'a',
  ecole_nom: 'Auto-école de la Gare',
  adresse_activation: 'http://localhost:8080/home/prepacode/activation',
  lot: 'Rentrée',
  permis: 'b',
  jours_acces: 180,
  credits: 2,
  expire_le: '2027-09-01',
  cree_le: '2026-09-01T08:00:00.000Z',
  total: 3,
  utilises: 1,
  revoques: 0,
  disponibles: 2,
  ...changes,
});

const codes = (lot: string): BatchCodes => ({
  ...batch({ lot }),
  codes: [
    {
      code: 'GARE-AAAA-0001',
      etat: 'utilise',
      le: '2026-09-03T10:00:00.000Z',
      par: { eleve: 'e1', nom: 'Inès Roussel' },
    },
    { code: 'GARE-AAAA-0002', etat: 'disponible', le: null, par: null },
    { code: 'GARE-AAAA-0003', etat: 'disponible', le: null, par: null },
  ],
});

/** The codes page with one batch, and a new one listed once it is made. */
function renderCodes(generate: Reply, routes: ApiRoutes = {}) {
  const lots = [batch()];
  return renderSpace('/central/codes?from=prepacode', {
    [`GET ${LIST}`]: () => ({ body: { lots } }),
    [`POST ${LIST}`]: () => {
      if (generate.status === 201) lots.unshift(batch({ lot: 'Salon', utilises: 0 }));
      return generate;
    },
    [`GET ${BATCH}`]: (url) => ({ body: codes(url.searchParams.get('lot') ?? '') }),
    ...routes,
  });
}

const made = {
  status: 201,
  body: { message: '3 codes créés dans le lot «\u202fSalon\u202f».', ecole: 'a', lot: 'Salon' },
};

/** The form's « Dernier jour d’utilisation » by default. */
function inAYear(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toLocaleDateString('en-CA');
}

afterEach(() => vi.unstubAllGlobals());

describe('the activation codes', () => {
  it('lists the batches with their use', async () => {
    renderCodes(made);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Codes d’activation' }),
    ).toBeVisible();
    const row = screen.getByRole('row', { name: /Rentrée/ });
    expect(row).toHaveTextContent('Auto, 180 jours, 2 crédits');
    expect(row).toHaveTextContent('1 sur 3');
    expect(
      within(row).getByRole('link', { name: 'Exporter le lot Rentrée (CSV)' }),
    ).toHaveAttribute('href', '/central/api/ecole/codes/lot.csv?ecole=a&lot=Rentr%C3%A9e');
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('makes a batch, says so and shows its codes', async () => {
    const { requests } = renderCodes(made);
    const form = await screen.findByRole('form', { name: 'Générer un lot' });
    await userEvent.clear(within(form).getByLabelText('Nombre de codes'));
    await userEvent.type(within(form).getByLabelText('Nombre de codes'), '3');
    await userEvent.clear(within(form).getByLabelText('Crédits d’examens blancs'));
    await userEvent.type(within(form).getByLabelText('Crédits d’examens blancs'), '2');
    await userEvent.type(within(form).getByLabelText('Nom du lot (facultatif)'), 'Salon{Enter}');

    await vi.waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(made.body.message),
    );
    const sent = requests().find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      nombre: 3,
      permis: 'b',
      jours_acces: 180,
      credits: 2,
      expire_le: inAYear(),
      lot: 'Salon',
    });
    expect(screen.getByRole('table', { name: /Lots de codes/ })).toHaveTextContent('Salon');
    expect(screen.getByRole('heading', { name: 'Lot «\u202fSalon\u202f»' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Codes du lot' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Voir les codes du lot Salon' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('says where the codes are typed, who used one, and prints those still to give', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderCodes(made);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Voir les codes du lot Rentrée' }),
    );
    const address = await screen.findByRole('link', {
      name: 'http://localhost:8080/home/prepacode/activation',
    });
    expect(address).toHaveAttribute('href', 'http://localhost:8080/home/prepacode/activation');
    const used = screen.getByRole('row', { name: /GARE-AAAA-0001/ });
    expect(used).toHaveTextContent('Utilisé le 03/09/2026 par Inès Roussel');
    expect(within(used).getByRole('link', { name: 'Inès Roussel' })).toHaveAttribute(
      'href',
      '/central/eleves/e1?from=prepacode',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Imprimer les codes disponibles' }));
    expect(print).toHaveBeenCalledOnce();
    // The sheet holds the two codes nobody used, each with the address.
    const sheet = document.querySelector('[data-print-sheet]');
    expect(sheet?.textContent).toContain('GARE-AAAA-0002');
    expect(sheet?.textContent).not.toContain('GARE-AAAA-0001');
    expect(sheet?.textContent).toContain(
      'À saisir sur http://localhost:8080/home/prepacode/activation',
    );
  });

  it('refuses a count out of range next to its field, sending nothing', async () => {
    const { requests } = renderCodes(made);
    const form = await screen.findByRole('form', { name: 'Générer un lot' });
    const count = within(form).getByLabelText('Nombre de codes');
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Générer les codes' }));
    expect(count).toHaveAccessibleDescription('Indiquez de 1 à 500 codes.');
    expect(count).toHaveFocus();
    expect(requests().some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of a batch name next to that field', async () => {
    const refusal = 'Un lot s’appelle déjà « Rentrée »\u202f: choisissez un autre nom.';
    renderCodes({ status: 409, body: { error: { code: 'lot_existant', message: refusal } } });
    const form = await screen.findByRole('form', { name: 'Générer un lot' });
    const name = within(form).getByLabelText('Nom du lot (facultatif)');
    await userEvent.type(name, 'Rentrée');
    await userEvent.click(within(form).getByRole('button', { name: 'Générer les codes' }));
    await vi.waitFor(() =>
      expect(name).toHaveAccessibleDescription(`Par défaut, la date et l’heure. ${refusal}`),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('status')).toHaveTextContent(/^$/);
  });

  it('revokes a code nobody used, the batch’s title keeping the keyboard’s place', async () => {
    const message = 'Le code GARE-AAAA-0002 est révoqué.';
    const { calls } = renderCodes(made, {
      'POST /central/api/ecole/codes/GARE-AAAA-0002/revocation': { body: { message } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Voir les codes du lot Rentrée' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Révoquer le code GARE-AAAA-0002' }),
    );
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lot «\u202fRentrée\u202f»' })).toHaveFocus();
    // The batch and the batches' counts are read again.
    expect(calls('GET', BATCH)).toHaveLength(2);
    expect(calls('GET', LIST)).toHaveLength(2);
  });

  it('asks who has several schools which one the batch is for', async () => {
    const operator = spaceWire({
      moi: { prenom: 'Inès', nom: 'Roux', role: 'operateur' },
      ecoles: [
        { id: 'a', nom: 'Auto-école de la Gare' },
        { id: 'b', nom: 'Auto-école du Port' },
      ],
    });
    const { requests } = renderSpace(
      '/central/codes',
      { [`GET ${LIST}`]: { body: { lots: [] } } },
      operator,
    );
    const form = await screen.findByRole('form', { name: 'Générer un lot' });
    expect(screen.getByText('Aucun lot pour l’instant.')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Générer les codes' }));
    const school = within(form).getByRole('combobox', { name: 'École' });
    expect(school).toHaveAccessibleDescription('Choisissez l’école du lot.');
    expect(school).toHaveFocus();
    expect(requests().some((request) => request.method === 'POST')).toBe(false);
  });

  it('tells an instructor their role does not manage codes, asking the server nothing', async () => {
    const instructor = spaceWire({
      moi: { prenom: 'Paul', nom: 'Martin', role: 'moniteur' },
      actions: ['voir_eleves'],
    });
    const { calls } = renderSpace('/central/codes', {}, instructor);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre rôle ne vous permet pas de gérer les codes d’activation.',
    );
    expect(calls('GET', LIST)).toHaveLength(0);
  });
});
