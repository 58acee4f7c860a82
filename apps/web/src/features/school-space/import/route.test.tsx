import type { ImportAnswer } from '@prepacode/domain/contracts/school-accounts.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRoutes } from '../../../test/fetch-mock';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #19, point 3, and #41, point 8: a CSV of learners, checked by the server (nothing
// written), then imported; the page names the columns it reads and offers their template.

const IMPORT = '/central/api/ecole/eleves/import';
const CSV =
  'email;prenom;nom;permis\r\neleve@demo.test;Léa;Martin;b\r\nhugo@exemple.fr;Hugo;Lemoine;b';
const BASE64 = Buffer.from(CSV, 'utf8').toString('base64');

const answer = (essai: boolean): ImportAnswer => ({
  lignes: [
    {
      ligne: 2,
      email: 'eleve@demo.test',
      prenom: 'Léa',
      nom: 'Martin',
      permis: 'b',
      resultat: 'ignore',
      raison: 'Un compte existe déjà.',
      acces: null,
    },
    {
      ligne: 3,
      email: 'hugo@exemple.fr',
      prenom: 'Hugo',
      nom: 'Lemoine',
      permis: 'b',
      resultat: 'cree',
      raison: null,
      acces: { jours: 365, credits: 3, groupe: 'Code du soir' },
    },
  ],
  colonnes_ignorees: ['N° dossier', 'Ville'],
  a_creer: 1,
  ignores: 1,
  erreurs: 0,
  crees: essai ? 0 : 1,
  mails_non_envoyes: 0,
  message: essai ? '' : '1 élève importé, chacun a reçu son e‑mail de bienvenue.',
});

function renderImport(routes: ApiRoutes = {}, space = spaceWire()) {
  return renderSpace(
    '/central/import?from=prepacode',
    {
      [`POST ${IMPORT}`]: { body: answer(true) },
      ...routes,
    },
    space,
  );
}

const sentBodies = (requests: () => { method: string; body: string; url: URL }[]) =>
  requests()
    .filter((sent) => sent.method === 'POST' && sent.url.pathname === IMPORT)
    .map((sent) => JSON.parse(sent.body) as unknown);

async function chooseFile() {
  const field = await screen.findByLabelText('Fichier CSV');
  await userEvent.upload(field, new File([CSV], 'eleves.csv', { type: 'text/csv' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the import of learners', () => {
  it('previews what the file would do, then imports it and says so', async () => {
    let essai = true;
    const { requests, router } = renderImport({
      [`POST ${IMPORT}`]: () => ({ body: answer(essai) }),
      'GET /central/api/ecole/eleves': { body: { eleves: [], total: 0, page: 1, taille: 25 } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importer des élèves' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à la liste des élèves' })).toHaveAttribute(
      'href',
      '/central/eleves?from=prepacode',
    );
    expect(screen.getByRole('link', { name: 'Télécharger le modèle à remplir' })).toHaveAttribute(
      'href',
      '/central/api/ecole/eleves/import/modele.csv',
    );
    expect((await runAxe(document.body)).violations).toEqual([]);

    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    const preview = await screen.findByRole('heading', {
      name: 'Aperçu\u202f: rien n’est encore importé',
    });
    expect(preview).toHaveFocus();
    const rows = within(
      screen.getByRole('table', { name: 'Ce que l’import fera de chaque ligne' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Déjà inscrit → ignoré');
    expect(rows[2]).toHaveTextContent('À créer');
    expect(rows[2]?.textContent).toContain(
      '365 jours · 3 crédits d’examens blancs · groupe «\u202fCode du soir\u202f»',
    );
    expect(screen.getByText(/^Colonnes de votre fichier/).textContent).toBe(
      'Colonnes de votre fichier laissées de côté\u202f: «\u202fN° dossier\u202f», «\u202fVille\u202f».',
    );
    expect(sentBodies(requests)).toEqual([
      { fichier: BASE64, ignorer_existants: true, essai: true },
    ]);
    expect((await runAxe(document.body)).violations).toEqual([]);

    essai = false;
    await userEvent.click(screen.getByRole('button', { name: 'Importer 1 élève' }));
    expect(await screen.findByRole('heading', { name: 'Import terminé' })).toHaveFocus();
    expect(
      screen.getByText('1 élève importé, chacun a reçu son e‑mail de bienvenue.'),
    ).toBeVisible();
    expect(
      within(
        screen.getByRole('table', { name: 'Ce que l’import a fait de chaque ligne' }),
      ).getAllByRole('row')[2],
    ).toHaveTextContent('Créé');
    expect(sentBodies(requests).at(-1)).toEqual({
      fichier: BASE64,
      ignorer_existants: true,
      essai: false,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Voir la liste des élèves' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Élèves de votre école' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?from=prepacode');
  });

  it('asks for a file next to its field, sending nothing', async () => {
    const { requests } = renderImport();
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier le fichier' }));
    const field = screen.getByLabelText('Fichier CSV');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Choisissez un fichier CSV.'),
    );
    expect(field).toHaveFocus();
    expect(sentBodies(requests)).toEqual([]);
  });

  it('asks the learners’ school when there are several', async () => {
    const { requests } = renderImport(
      {},
      spaceWire({
        moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
        ecoles: [
          { id: 'a', nom: 'Auto-école de la Gare' },
          { id: 'b', nom: 'École du Port' },
        ],
      }),
    );
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    const school = screen.getByLabelText('École des élèves');
    expect(school).toHaveAccessibleDescription('Choisissez l’école des élèves.');
    expect(school).toHaveFocus();
    expect(sentBodies(requests)).toEqual([]);

    await userEvent.selectOptions(school, 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    await screen.findByRole('heading', { name: 'Aperçu\u202f: rien n’est encore importé' });
    expect(sentBodies(requests)).toEqual([
      { fichier: BASE64, ecole: 'b', ignorer_existants: true, essai: true },
    ]);
  });

  it('shows the server’s refusal of the file in French', async () => {
    const refused = 'Le fichier n’est pas en UTF-8 : enregistrez-le en «\u202fCSV UTF-8\u202f».';
    renderImport({
      [`POST ${IMPORT}`]: { status: 400, body: { error: { code: 'encodage', message: refused } } },
    });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(screen.queryByRole('heading', { name: /Aperçu/ })).toBeNull();
  });

  it('tells a staff member who may not import so', async () => {
    renderImport(
      {},
      spaceWire({
        moi: { prenom: 'Marc', nom: 'Petit', role: 'moniteur' },
        actions: ['voir_eleves'],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre rôle ne vous permet pas d’importer des élèves.',
    );
    expect(screen.queryByLabelText('Fichier CSV')).toBeNull();
  });
});
