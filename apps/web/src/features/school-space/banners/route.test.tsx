import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import type { Banner } from '@prepacode/domain/contracts/banners.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../test/fetch-mock';
import { renderSpace } from '../../../test/school-space-kit';

// Issue #19, point 4: the manager posts banners in the learner app and withdraws them.

const banner = (changes: Partial<Banner> = {}): Banner => ({
  id: 'b1',
  type: 'info',
  texte: 'Le bureau est fermé le 24 décembre.',
  destinataire: 'École Auto-école de la Gare',
  debut: '2026-11-20T23:00:00.000Z',
  fin: '2026-12-25T23:00:00.000Z',
  etat: 'en_cours',
  ...changes,
});

const LIST = '/central/api/ecole/messages';
const POST = `POST ${LIST}`;
const WITHDRAW = 'POST /central/api/ecole/messages/b1/retrait';

function renderBanners(api: Record<string, Reply> = {}) {
  return renderSpace('/central/messages', {
    [`GET ${LIST}`]: {
      body: {
        messages: [
          banner(),
          banner({ id: 'b2', texte: 'Examens blancs en salle samedi.', etat: 'passe' }),
        ],
      },
    },
    ...api,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the banners', () => {
  it('shows those current, upcoming and past, the past ones without a way to withdraw', async () => {
    renderBanners();
    expect(await screen.findByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();
    const current = screen.getByRole('region', { name: 'En cours' });
    expect(within(current).getByText('Le bureau est fermé le 24 décembre.')).toBeVisible();
    expect(
      within(current).getByRole('button', {
        name: 'Retirer «\u202fLe bureau est fermé le 24 décembre.\u202f»',
      }),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'À venir' })).getByText('Aucun message.'));
    const past = screen.getByRole('region', { name: 'Terminés' });
    expect(within(past).getByText('Examens blancs en salle samedi.')).toBeVisible();
    expect(within(past).queryByRole('button')).toBeNull();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('posts a banner to a group and says the days it is shown', async () => {
    const done = 'Message publié du 25/11/2026 au 30/11/2026.';
    const { requests } = renderBanners({ [POST]: { status: 201, body: { message: done } } });
    const last = addDays(dayInFrance(), 3);
    await userEvent.selectOptions(
      await screen.findByLabelText('Destinataires'),
      'Groupe Code du mardi soir',
    );
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Avertissement');
    await userEvent.type(screen.getByLabelText('Message'), 'Pas de cours mardi.');
    await userEvent.type(screen.getByLabelText('Dernier jour'), last);
    await userEvent.click(screen.getByRole('button', { name: 'Publier le message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(done);
    const sent = requests().find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      groupe: 'g1',
      type: 'warning',
      texte: 'Pas de cours mardi.',
      debut: dayInFrance(),
      fin: last,
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('says a message too short next to its field, and sends nothing', async () => {
    const { calls } = renderBanners();
    await userEvent.type(await screen.findByLabelText('Message'), 'Ok');
    await userEvent.type(screen.getByLabelText('Dernier jour'), dayInFrance());
    await userEvent.click(screen.getByRole('button', { name: 'Publier le message' }));
    const field = screen.getByLabelText('Message');
    expect(field).toHaveAccessibleDescription('Écrivez le message (3 caractères au moins).');
    expect(field).toHaveFocus();
    expect(calls('POST', LIST)).toHaveLength(0);
  });

  it('puts the server’s refusal of a day already past next to the last day', async () => {
    const refusal = 'Ce jour est passé\u202f: le message ne serait pas vu.';
    renderBanners({
      [POST]: { status: 400, body: { error: { code: 'requete_invalide', message: refusal } } },
    });
    await userEvent.type(await screen.findByLabelText('Message'), 'Pas de cours mardi.');
    const first = screen.getByLabelText('Premier jour');
    await userEvent.clear(first);
    await userEvent.type(first, '2020-01-06');
    await userEvent.type(screen.getByLabelText('Dernier jour'), '2020-01-07');
    await userEvent.click(screen.getByRole('button', { name: 'Publier le message' }));
    const last = screen.getByLabelText('Dernier jour');
    await vi.waitFor(() => expect(last).toHaveFocus());
    expect(last).toHaveAttribute('aria-invalid', 'true');
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    expect(document.getElementById(last.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refusal,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('withdraws a banner, says so and reads the list again', async () => {
    const { calls } = renderBanners({ [WITHDRAW]: { body: { message: 'Message retiré.' } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Retirer «/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message retiré.');
    expect(calls('POST', '/central/api/ecole/messages/b1/retrait')).toHaveLength(1);
    expect(calls('GET', LIST)).toHaveLength(2);
  });

  it('shows the server’s French refusal of a withdrawal', async () => {
    const refusal = 'Ce message n’existe pas dans vos écoles.';
    renderBanners({
      [WITHDRAW]: {
        status: 404,
        body: { error: { code: 'message_introuvable', message: refusal } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Retirer «/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
