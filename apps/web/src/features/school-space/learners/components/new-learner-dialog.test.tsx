import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../../test/fetch-mock';
import { spaceWire } from '../../../../test/school-space-kit';
import { LEARNERS, refusal, renderLearners, saidDone } from '../learners-kit';

// Issue #19, point 3: « Nouvel élève », each refusal next to its field.

const CREATE = `POST ${LEARNERS}`;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nouvel élève' }));
  return screen.getByRole('dialog', { name: 'Nouvel élève' });
}

const posted = (requests: () => { method: string; body: string; url: URL }[]) =>
  requests()
    .filter((sent) => sent.method === 'POST' && sent.url.pathname === LEARNERS)
    .map((sent) => JSON.parse(sent.body) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('« Nouvel élève »', () => {
  it('says what each empty field needs, next to it, the first taking the focus', async () => {
    const { requests } = renderLearners();
    const dialog = await openDialog();
    const first = within(dialog).getByLabelText('Prénom');
    expect(first).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer l’élève' }));
    expect(first).toHaveAccessibleDescription('Indiquez le prénom de l’élève.');
    expect(within(dialog).getByLabelText('Nom')).toHaveAccessibleDescription(
      'Indiquez le nom de l’élève.',
    );
    expect(within(dialog).getByLabelText('Adresse e‑mail')).toHaveAccessibleDescription(
      /Indiquez une adresse e‑mail valide/,
    );
    expect(first).toHaveFocus();
    expect(posted(requests)).toEqual([]);
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('puts the server’s refusal of the address next to it, then creates the learner', async () => {
    const taken = 'lea.martin@exemple.fr est déjà élève de l’école.';
    const message = 'Compte créé pour Inès Roussel, accès jusqu’au 01/12/2027.';
    let answer: Reply = refusal(409, 'deja_eleve', taken);
    const { requests, calls } = renderLearners({ routes: { [CREATE]: () => answer } });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Prénom'), 'Inès');
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Roussel');
    const address = within(dialog).getByLabelText('Adresse e‑mail');
    await userEvent.type(address, 'lea.martin@exemple.fr{Enter}');
    await vi.waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(address).toHaveFocus();

    answer = {
      status: 201,
      body: { message, eleve: 'e9', acces_jusquau: '2027-12-01' },
    };
    await userEvent.clear(address);
    await userEvent.type(address, 'ines.roussel@exemple.fr');
    const days = within(dialog).getByLabelText('Jours d’accès');
    await userEvent.clear(days);
    await userEvent.type(days, '200');
    await userEvent.type(
      within(dialog).getByLabelText('Crédits d’examens blancs'),
      '{Backspace}4{Enter}',
    );
    await saidDone(message);
    expect(within(dialog).getByRole('status').textContent).toBe(message);
    expect(posted(requests).at(-1)).toEqual({
      prenom: 'Inès',
      nom: 'Roussel',
      email: 'ines.roussel@exemple.fr',
      permis: 'b',
      jours: 200,
      credits: 4,
    });
    // Ready for the next learner; the list shows the new one.
    expect(within(dialog).getByLabelText('Prénom')).toHaveValue('');
    expect(within(dialog).getByLabelText('Jours d’accès')).toHaveValue(365);
    expect(calls('GET', LEARNERS)).toHaveLength(2);
  });

  it('follows the days with the last day of access', async () => {
    renderLearners();
    const dialog = await openDialog();
    const days = within(dialog).getByLabelText('Jours d’accès');
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    const today = new Date().toLocaleDateString('en-CA');
    const inTen = new Date(Date.parse(`${today}T00:00:00Z`) + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(within(dialog).getByLabelText('Soit jusqu’au')).toHaveValue(inTen);
  });

  it('asks the school of the learner when there are several', async () => {
    const { requests } = renderLearners({
      space: spaceWire({
        moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
        ecoles: [
          { id: 'a', nom: 'Auto-école de la Gare' },
          { id: 'b', nom: 'École du Port' },
        ],
      }),
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Prénom'), 'Inès');
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Roussel');
    await userEvent.type(
      within(dialog).getByLabelText('Adresse e‑mail'),
      'ines.roussel@exemple.fr{Enter}',
    );
    const school = within(dialog).getByLabelText('École');
    expect(school).toHaveAccessibleDescription('Choisissez l’école de l’élève.');
    expect(school).toHaveFocus();
    expect(posted(requests)).toEqual([]);
    // Once chosen, the school's groups are offered.
    await userEvent.selectOptions(school, 'a');
    expect(within(dialog).getByLabelText('Groupe (facultatif)')).toBeVisible();
  });

  it('starts the credits from the school’s for the licence chosen, until they are typed', async () => {
    renderLearners({
      routes: {
        'GET /central/api/ecole/credits-par-defaut': {
          body: {
            ecole: 'a',
            nom: 'Auto-école de la Gare',
            credits: [
              { permis: 'b', credits: 5 },
              { permis: 'etm', credits: 3 },
            ],
          },
        },
      },
    });
    const dialog = await openDialog();
    const credits = within(dialog).getByLabelText('Crédits d’examens blancs');
    await vi.waitFor(() => expect(credits).toHaveValue(5));
    const licence = within(dialog).getByLabelText('Permis');
    await userEvent.selectOptions(licence, 'etm');
    expect(credits).toHaveValue(3);
    await userEvent.clear(credits);
    await userEvent.type(credits, '2');
    await userEvent.selectOptions(licence, 'b');
    expect(credits).toHaveValue(2);
  });
});
