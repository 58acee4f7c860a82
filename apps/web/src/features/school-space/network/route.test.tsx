import type { NetworkSchool } from '@prepacode/domain/contracts/schools.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { ofPerson } from '@prepacode/domain/typography';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRoutes } from '../../../test/fetch-mock';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #19, point 9: the network operator creates the network's schools and keeps them.

const operator = spaceWire({
  moi: { prenom: 'Inès', nom: 'Roux', role: 'operateur' },
  actions: ['voir_eleves', 'gerer_eleves', 'gerer_reseau'],
  ecoles: [
    { id: 'gare', nom: 'Auto-école de la Gare' },
    { id: 'port', nom: 'Auto-école du Port' },
  ],
});

const gare: NetworkSchool = {
  id: 'gare',
  nom: 'Auto-école de la Gare',
  adresse: '1 place de la Gare, 44000 Nantes',
  email: 'gare@demo.test',
  telephone: '02 40 00 00 01',
  marque: 'prepacode',
  version: 3,
};
const port: NetworkSchool = {
  id: 'port',
  nom: 'Auto-école du Port',
  adresse: null,
  email: null,
  telephone: null,
  marque: null,
  version: 1,
};
const SCHOOLS = '/central/api/ecole/ecoles';

function renderSchools(api: ApiRoutes = {}) {
  return renderSpace(
    '/central/ecoles',
    { [`GET ${SCHOOLS}`]: { body: { ecoles: [gare, port] } }, ...api },
    operator,
  );
}

const sentBody = (requests: () => { method: string; body: string }[], method: string) =>
  JSON.parse(requests().find((request) => request.method === method)?.body ?? '') as unknown;

afterEach(() => vi.unstubAllGlobals());

describe('the network’s schools', () => {
  it('lists the schools with their details', async () => {
    renderSchools();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Écoles du réseau' }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Écoles' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      '1 place de la Gare, 44000 Nantes · 02 40 00 00 01 · gare@demo.test · Marque Prépacode',
    );
    expect(second).toHaveTextContent('Aucune coordonnée');
    expect(screen.getByRole('heading', { level: 2, name: 'Nouvelle école' })).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('checks a new school in the page, then creates it and empties the form', async () => {
    const created = 'École «\u202fAuto-école des Essais\u202f» créée.';
    const { requests, calls } = renderSchools({
      [`POST ${SCHOOLS}`]: { status: 201, body: { message: created, ecole: port } },
    });
    await userEvent.type(await screen.findByLabelText('Nom de l’école'), 'Auto-école des Essais');
    await userEvent.type(screen.getByLabelText('E‑mail'), 'essais@demo.test');
    await userEvent.type(screen.getByLabelText('Téléphone'), '12 34{Enter}');
    const phone = screen.getByLabelText('Téléphone');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(/Indiquez un numéro de téléphone français/);
    expect(calls('POST', SCHOOLS)).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+33 2 40 00 00 09');
    await userEvent.selectOptions(screen.getByLabelText('Marque'), 'Orata Code');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’école' }));
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(created));
    expect(sentBody(requests, 'POST')).toEqual({
      nom: 'Auto-école des Essais',
      adresse: '',
      email: 'essais@demo.test',
      telephone: '02 40 00 00 09',
      marque: 'orata',
    });
    expect(screen.getByLabelText('Nom de l’école')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Nouvelle école' })).toHaveFocus();
    // The list and the space (whose schools the filters show) are read again.
    expect(calls('GET', SCHOOLS)).toHaveLength(2);
    expect(calls('GET', '/central/api/ecole')).toHaveLength(2);
    // Its first manager is invited from the team's page, the school chosen (#41, point 7).
    expect(
      screen.getByRole('link', { name: `Inviter le premier gestionnaire ${ofPerson(port.nom)}` }),
    ).toHaveAttribute('href', `/central/equipe?ecole=${port.id}`);
  });

  it('edits a school with the version seen', async () => {
    const saved = 'École «\u202fAuto-école de la Gare\u202f» enregistrée.';
    const { requests, calls } = renderSchools({
      [`PUT ${SCHOOLS}/gare`]: { body: { message: saved, ecole: gare } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifier Auto-école de la Gare' }),
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Modifier «\u202fAuto-école de la Gare\u202f»',
      }),
    ).toHaveFocus();
    const address = screen.getByLabelText('Adresse');
    expect(address).toHaveValue('1 place de la Gare, 44000 Nantes');
    await userEvent.clear(address);
    await userEvent.type(address, '7 rue des Essais, 44000 Nantes');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(saved));
    expect(calls('PUT', `${SCHOOLS}/gare`)).toHaveLength(1);
    expect(sentBody(requests, 'PUT')).toEqual({
      nom: 'Auto-école de la Gare',
      adresse: '7 rue des Essais, 44000 Nantes',
      email: 'gare@demo.test',
      telephone: '02 40 00 00 01',
      marque: 'prepacode',
      version: 3,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Nouvelle école' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
  });

  it('shows the French refusal above the form and keeps what was typed', async () => {
    const refusal = 'Cette école a été modifiée entre-temps : rechargez la page.';
    renderSchools({
      [`PUT ${SCHOOLS}/port`]: {
        status: 409,
        body: { error: { code: 'ecole_modifiee', message: refusal } },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifier Auto-école du Port' }),
    );
    await userEvent.type(screen.getByLabelText('Adresse'), '3 quai du Port');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Adresse')).toHaveValue('3 quai du Port');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Adresse')).toHaveValue('');
  });
});
