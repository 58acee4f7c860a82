import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spaceWire } from '../../../../test/school-space-kit';
import { LEARNERS, hugo, lea, refusal, renderLearners, saidDone } from '../learners-kit';

// Issue #19, point 7, and #41, point 5: the learners ticked in the list, put in a group or
// taken out of theirs, their access extended, credits added, a password link sent to each.

const MOVE = 'POST /central/api/ecole/eleves/groupe';

/** Ticks Léa and Hugo in the table; the selection's region once it shows. */
async function tickBoth() {
  const table = await screen.findByRole('table', { name: 'Élèves et leur progression' });
  await userEvent.click(within(table).getByRole('checkbox', { name: 'Sélectionner Léa Martin' }));
  await userEvent.click(within(table).getByRole('checkbox', { name: 'Sélectionner Hugo Bernard' }));
  return screen.getByRole('region', { name: '2 élèves sélectionnés' });
}

const sentMoves = (requests: () => { method: string; body: string; url: URL }[]) =>
  requests()
    .filter((sent) => sent.method === 'POST' && sent.url.pathname.endsWith('/eleves/groupe'))
    .map((sent) => JSON.parse(sent.body) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('the learners list’s selection', () => {
  it('asks for a group first, then moves the learners, says so and unticks them', async () => {
    const message = '2 élèves dans le groupe «\u202fCode du mardi soir\u202f».';
    const { requests, calls } = renderLearners({ routes: { [MOVE]: { body: { message } } } });
    const bar = await tickBoth();
    expect((await runAxe(document.body)).violations).toEqual([]);

    await userEvent.click(within(bar).getByRole('button', { name: 'Mettre dans un groupe' }));
    expect(within(bar).getByRole('alert').textContent).toBe(
      'Choisissez le groupe où mettre ces élèves.',
    );
    expect(sentMoves(requests)).toEqual([]);

    await userEvent.selectOptions(within(bar).getByLabelText('Groupe'), 'g1');
    await userEvent.click(within(bar).getByRole('button', { name: 'Mettre dans un groupe' }));
    await saidDone(message);
    expect(sentMoves(requests)).toEqual([{ eleves: ['e1', 'e2'], groupe: 'g1' }]);
    expect(screen.queryByRole('region', { name: /sélectionné/ })).toBeNull();
    // The bar took the focus with it: the count has it.
    expect(screen.getByText('2 élèves')).toHaveFocus();
    expect(
      screen.getAllByRole('checkbox', { name: 'Sélectionner Léa Martin' })[0],
    ).not.toBeChecked();
    // The list is read again: the learners' group shows.
    expect(calls('GET', LEARNERS)).toHaveLength(2);
  });

  it('takes them out of their group, and shows the server’s refusal', async () => {
    const refused = 'Un groupe ne réunit que des élèves de son école.';
    const { requests } = renderLearners({
      routes: { [MOVE]: refusal(400, 'groupe_autre_ecole', refused) },
    });
    const bar = await tickBoth();
    await userEvent.click(within(bar).getByRole('button', { name: 'Retirer du groupe' }));
    expect((await within(bar).findByRole('alert')).textContent).toBe(refused);
    expect(sentMoves(requests)).toEqual([{ eleves: ['e1', 'e2'], groupe: null }]);
  });

  it('ticks the whole page at once, and unticks it', async () => {
    renderLearners();
    const all = await screen.findByRole('checkbox', {
      name: 'Sélectionner tous les élèves de la page',
    });
    await userEvent.click(all);
    const bar = screen.getByRole('region', { name: '2 élèves sélectionnés' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Tout désélectionner' }));
    expect(screen.queryByRole('region', { name: /sélectionné/ })).toBeNull();
    expect(all).not.toBeChecked();
  });

  it('names each group with its school when there are several', async () => {
    renderLearners({
      rows: () => [lea, { ...hugo, ecole: 'École du Port' }],
      space: spaceWire({
        moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
        ecoles: [
          { id: 'a', nom: 'Auto-école de la Gare' },
          { id: 'b', nom: 'École du Port' },
        ],
        groupes: [
          { id: 'g1', nom: 'Code du mardi soir', ecole: 'a' },
          { id: 'g2', nom: 'Code du jeudi', ecole: 'b' },
        ],
      }),
    });
    const bar = await tickBoth();
    expect(
      within(bar).getByRole('option', { name: 'Code du jeudi (École du Port)' }),
    ).toBeVisible();
  });

  it('extends the access of the formations ticked, adds credits and sends each a link', async () => {
    const said = {
      prolongation: 'Accès prolongé de 180 jours pour 2 élèves.',
      credits: '4 crédits d’examens blancs en plus pour 2 élèves.',
      lien: 'Un lien pour choisir un mot de passe est parti à 2 élèves.',
    };
    const { requests } = renderLearners({
      routes: {
        'POST /central/api/ecole/inscriptions/prolongation': {
          body: { message: said.prolongation },
        },
        'POST /central/api/ecole/inscriptions/credits': { body: { message: said.credits } },
        'POST /central/api/ecole/eleves/lien-mot-de-passe': { body: { message: said.lien } },
      },
    });
    const sent = (path: string) =>
      requests()
        .filter((request) => request.method === 'POST' && request.url.pathname.endsWith(path))
        .map((request) => JSON.parse(request.body) as unknown);

    let bar = await tickBoth();
    await userEvent.selectOptions(within(bar).getByLabelText('Prolonger l’accès de'), '180');
    await userEvent.click(within(bar).getByRole('button', { name: 'Prolonger l’accès' }));
    await saidDone(said.prolongation);
    expect(sent('/inscriptions/prolongation')).toEqual([{ inscriptions: [11, 12], jours: 180 }]);

    bar = await tickBoth();
    const credits = within(bar).getByLabelText('Crédits d’examens blancs à ajouter');
    await userEvent.clear(credits);
    await userEvent.type(credits, '0');
    await userEvent.click(within(bar).getByRole('button', { name: 'Ajouter les crédits' }));
    expect(credits).toHaveAccessibleDescription('Ajoutez au moins 1 crédit.');
    expect(credits).toHaveFocus();
    expect(sent('/inscriptions/credits')).toEqual([]);
    expect((await runAxe(document.body)).violations).toEqual([]);
    await userEvent.clear(credits);
    await userEvent.type(credits, '4');
    await userEvent.click(within(bar).getByRole('button', { name: 'Ajouter les crédits' }));
    await saidDone(said.credits);
    expect(sent('/inscriptions/credits')).toEqual([{ inscriptions: [11, 12], nombre: 4 }]);

    bar = await tickBoth();
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Envoyer un lien de mot de passe' }),
    );
    await saidDone(said.lien);
    expect(sent('/eleves/lien-mot-de-passe')).toEqual([{ eleves: ['e1', 'e2'] }]);
  });

  it('shows the server’s refusal of an action on the selection', async () => {
    const refused = 'Une de ces formations n’existe pas dans vos écoles.';
    renderLearners({
      routes: {
        'POST /central/api/ecole/inscriptions/credits': refusal(
          404,
          'inscription_introuvable',
          refused,
        ),
      },
    });
    const bar = await tickBoth();
    await userEvent.click(within(bar).getByRole('button', { name: 'Ajouter les crédits' }));
    expect((await within(bar).findByRole('alert')).textContent).toBe(refused);
  });
});
