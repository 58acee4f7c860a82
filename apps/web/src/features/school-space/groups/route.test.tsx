import type { GroupWire } from '@prepacode/domain/contracts/groups.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRoutes, Reply } from '../../../test/fetch-mock';
import { renderSpace } from '../../../test/school-space-kit';

// Issue #19, point 7: a manager's groups, made, renamed and deleted from their page.

const LIST = '/central/api/ecole/groupes';
const ONE = '/central/api/ecole/groupes/g1';

const group = (changes: Partial<GroupWire> = {}): GroupWire => ({
  id: 'g1',
  nom: 'Code du mardi soir',
  ecole: 'a',
  ecole_nom: 'Auto-école de la Gare',
  eleves: 2,
  ...changes,
});

const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

function renderGroups(routes: ApiRoutes = {}, groups: GroupWire[] = [group()]) {
  return renderSpace('/central/groupes?from=prepacode', {
    [`GET ${LIST}`]: { body: { groupes: groups } },
    ...routes,
  });
}

/** The page's sentence of success, compared raw: the narrow no-break spaces matter. */
const saidDone = (message: string) =>
  vi.waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe(message));

afterEach(() => vi.unstubAllGlobals());

describe('the groups page', () => {
  it('lists the groups, each with its learners to see in the list', async () => {
    renderGroups();
    expect(await screen.findByRole('heading', { level: 1, name: 'Groupes' })).toBeVisible();
    const item = within(screen.getByRole('list', { name: 'Groupes' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Code du mardi soir' })).toBeVisible();
    expect(item).toHaveTextContent('2 élèves');
    expect(
      // jsdom's name leaves out the space before the hidden words; a browser keeps it.
      within(item).getByRole('link', { name: /^Voir les élèves ?du groupe Code du mardi soir$/ }),
    ).toHaveAttribute('href', '/central/eleves?groupe=g1&from=prepacode');
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('says when there is no group yet', async () => {
    renderGroups({}, []);
    expect(await screen.findByText('Aucun groupe pour l’instant.')).toBeVisible();
  });

  it('makes a group, says so, and reads the list and the space again', async () => {
    const message = 'Groupe «\u202fCode du jeudi\u202f» créé.';
    const { requests, calls } = renderGroups({
      [`POST ${LIST}`]: { status: 201, body: { message, groupe: group({ nom: 'Code du jeudi' }) } },
    });
    const name = await screen.findByLabelText('Nom du nouveau groupe');
    await userEvent.type(name, 'Code du jeudi{Enter}');
    await saidDone(message);
    const sent = requests().find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ nom: 'Code du jeudi' });
    expect(name).toHaveValue('');
    expect(calls('GET', LIST)).toHaveLength(2);
    expect(calls('GET', '/central/api/ecole')).toHaveLength(2);
  });

  it('refuses an empty name next to its field, sending nothing', async () => {
    const { requests } = renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Créer le groupe' }));
    const name = screen.getByLabelText('Nom du nouveau groupe');
    expect(name).toHaveAccessibleDescription('Indiquez le nom du groupe.');
    expect(name).toHaveFocus();
    expect(requests().some((request) => request.method === 'POST')).toBe(false);
  });

  it('says in French that a name is taken', async () => {
    const taken = 'Un groupe «\u202fcode du mardi soir\u202f» existe déjà dans cette école.';
    renderGroups({ [`POST ${LIST}`]: refusal(409, 'groupe_existant', taken) });
    const name = await screen.findByLabelText('Nom du nouveau groupe');
    await userEvent.type(name, 'code du mardi soir{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(taken);
  });

  it('renames a group in its dialog; a name taken is refused there, next to the field', async () => {
    const taken = 'Un groupe «\u202fCode du jeudi\u202f» existe déjà dans cette école.';
    const message = 'Groupe renommé «\u202fCode du mercredi\u202f».';
    let answer = refusal(409, 'groupe_existant', taken);
    const { requests } = renderGroups({ [`PUT ${ONE}`]: () => answer });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Renommer\u202f: Code du mardi soir' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Renommer le groupe «\u202fCode du mardi soir\u202f»',
    });
    const name = within(dialog).getByLabelText('Nouveau nom');
    expect(name).toHaveValue('Code du mardi soir');
    await userEvent.clear(name);
    await userEvent.type(name, 'Code du jeudi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(taken));
    expect(name).toHaveFocus();

    answer = { status: 200, body: { message, groupe: group({ nom: 'Code du mercredi' }) } };
    await userEvent.clear(name);
    await userEvent.type(name, 'Code du mercredi{Enter}');
    await saidDone(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = requests().filter((request) => request.method === 'PUT');
    expect(sent.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { nom: 'Code du jeudi' },
      { nom: 'Code du mercredi' },
    ]);
  });

  it('deletes a group once confirmed, saying what becomes of its learners', async () => {
    const message = 'Groupe «\u202fCode du mardi soir\u202f» supprimé.';
    let groups = [group()];
    const { calls } = renderSpace('/central/groupes', {
      [`GET ${LIST}`]: () => ({ body: { groupes: groups } }),
      [`DELETE ${ONE}`]: () => {
        groups = [];
        return { body: { message } };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Supprimer\u202f: Code du mardi soir' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Supprimer le groupe «\u202fCode du mardi soir\u202f»\u202f?',
    });
    expect(dialog.textContent).toContain(
      'Ses 2 élèves restent dans la liste, sans groupe\u202f: aucun compte n’est supprimé.',
    );
    expect((await runAxe(document.body)).violations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le groupe' }));
    await saidDone(message);
    expect(calls('DELETE', ONE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Aucun groupe pour l’instant.')).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveFocus();
  });

  it('keeps a refused deletion in its dialog, and forgets it once closed', async () => {
    const gone = 'Ce groupe n’existe plus.';
    renderGroups({ [`DELETE ${ONE}`]: refusal(404, 'groupe_introuvable', gone) });
    const open = await screen.findByRole('button', { name: 'Supprimer\u202f: Code du mardi soir' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le groupe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(gone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(open);
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });
});
