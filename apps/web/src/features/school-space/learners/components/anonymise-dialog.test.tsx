import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../../test/fetch-mock';
import { lea, learnerRow, refusal, renderLearners, saidDone } from '../learners-kit';

// Issue #19, point 3 and ADR 0017: a learner who asked for it has their data erased, once the
// manager has read what goes and what stays.

const ERASE = 'POST /central/api/ecole/eleves/e3/anonymisation';
const chloe = learnerRow({
  inscription: 13,
  eleve: 'e3',
  prenom: 'Chloé',
  nom: 'Clément',
  demande_suppression: {
    date_demande: '2026-11-02T09:00:00.000Z',
    motif: 'Je déménage à l’étranger',
  },
});

/** The list with Léa and Chloé; Chloé leaves it once erased. */
function renderErasure(answer: () => Reply) {
  let erased = false;
  return renderLearners({
    rows: () => (erased ? [lea] : [lea, chloe]),
    routes: {
      [ERASE]: () => {
        const reply = answer();
        erased = reply.status === undefined;
        return reply;
      },
    },
  });
}

async function openConfirmation() {
  const table = await screen.findByRole('table', { name: 'Élèves et leur progression' });
  expect(within(table).getByText('Suppression demandée')).toBeVisible();
  await userEvent.click(
    within(table).getByRole('button', { name: 'Supprimer les données\u202f: Chloé Clément' }),
  );
  return screen.getByRole('dialog', { name: 'Supprimer les données de Chloé Clément\u202f?' });
}

afterEach(() => vi.unstubAllGlobals());

describe('erasing a learner’s data', () => {
  it('says what goes and what stays, then erases and says so', async () => {
    const message = 'Données de l’élève supprimées, et sa demande de suppression traitée.';
    const { requests, calls } = renderErasure(() => ({ body: { message } }));
    const dialog = await openConfirmation();
    expect(dialog).toHaveTextContent('L’élève l’a demandé le 02/11/2026.');
    expect(dialog.textContent).toContain('Motif\u202f: «\u202fJe déménage à l’étranger\u202f»');
    expect(within(dialog).getByRole('heading', { name: 'Ce qui est effacé' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Ce qui est gardé' })).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await saidDone(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = requests().find((request) => request.url.pathname.endsWith('/anonymisation'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ confirmation: true });
    expect(calls('GET', '/central/api/ecole/eleves')).toHaveLength(2);
    expect(screen.getByText('1 élève')).toHaveFocus();
  });

  it('shows the refusal in the dialog, and not when it opens again', async () => {
    const refused = 'Vous ne pouvez pas supprimer les données de cet élève.';
    renderErasure(() => refusal(403, 'interdit', refused));
    let dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refused);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await openConfirmation();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
