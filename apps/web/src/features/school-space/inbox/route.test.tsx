import type { InboxExamRequest, InboxMessage } from '@prepacode/domain/contracts/inbox.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../test/fetch-mock';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #19, point 5: the staff answer the learners' messages and decide on their exam requests.

const lea = { id: 'e-12', prenom: 'Léa', nom: 'Martin', email: 'lea.martin@example.fr' };

const inboxMessage = (changes: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 'm1',
  eleve: lea,
  ecole: 'Auto-école de la Gare',
  sujet: 'code',
  message: 'Quand puis-je passer le code ?',
  telephone: '06 12 34 56 78',
  date: '2026-11-20T09:30:00.000Z',
  lu: false,
  reponses: [],
  ...changes,
});

const inboxRequest = (changes: Partial<InboxExamRequest> = {}): InboxExamRequest => ({
  id: 'd1',
  eleve: lea,
  ecole: 'Auto-école de la Gare',
  statut: 'envoyee',
  permis: 'b',
  neph: null,
  periode: 'des_que_possible',
  centre: 'La Poste, Lyon 3e',
  telephone: null,
  commentaire: 'Plutôt le matin.',
  date_demande: '2026-11-19T10:00:00.000Z',
  date_statut: '2026-11-19T10:00:00.000Z',
  motif: null,
  resultat: null,
  note: null,
  examen_prevu: null,
  date_resultat: null,
  resultat_corrige: false,
  correction_possible: false,
  ...changes,
});

const INBOX = '/central/api/ecole/reception';
const ANSWER = 'POST /central/api/ecole/messages-eleves/m1/reponse';
const DECIDE = 'POST /central/api/ecole/demandes-examen/d1/decision';

function renderInbox(api: Record<string, Reply> = {}) {
  return renderSpace('/central/reception', {
    [`GET ${INBOX}`]: {
      body: { messages: [inboxMessage()], non_lus: 1, demandes: [inboxRequest()] },
    },
    'POST /central/api/ecole/messages-eleves/m1/lu': { body: { message: 'Message lu.' } },
    'GET /central/api/ecole/centres-examen': { body: { centres: ['La Poste — Lyon 7'] } },
    ...api,
  });
}

const sentBody = (requests: () => { method: string; url: URL; body: string }[], path: string) =>
  JSON.parse(requests().find((sent) => sent.url.pathname === path)?.body ?? 'null') as unknown;

afterEach(() => vi.unstubAllGlobals());

describe('the inbox', () => {
  it('shows the messages and the exam requests of the staff’s schools', async () => {
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Réception' })).toBeVisible();
    expect(screen.getByText('Auto-école de la Gare')).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages des élèves' });
    expect(within(messages).getByText('1 non lu.')).toBeVisible();
    expect(within(messages).getByText('Examen du code')).toBeVisible();
    const requests = screen.getByRole('region', { name: 'Demandes d’inscription à l’examen' });
    expect(within(requests).getByRole('heading', { name: 'Léa Martin · ETG' })).toBeVisible();
    expect(within(requests).getByText(/Dès que possible · La Poste, Lyon 3e/)).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  // Issue #41, point 10: what waits, beside « Réception »; the school of each, for the network.
  it('shows the requests still to handle, and all of them on demand, by the address', async () => {
    const { sentQuery } = renderInbox();
    const filter = await screen.findByRole('navigation', { name: 'Demandes affichées' });
    expect(sentQuery('GET', INBOX)).toEqual({ demandes: 'a_traiter' });
    expect(within(filter).getByRole('link', { name: 'À traiter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(filter).getByRole('link', { name: 'Toutes les demandes' }));
    await vi.waitFor(() => expect(sentQuery('GET', INBOX)).toEqual({ demandes: 'toutes' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Toutes les demandes' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('says beside « Réception » what waits, and names each school in the network’s inbox', async () => {
    renderSpace(
      '/central/reception',
      {
        [`GET ${INBOX}`]: {
          body: {
            messages: [inboxMessage({ ecole: 'Auto-école du Port' })],
            non_lus: 1,
            demandes: [inboxRequest()],
          },
        },
        'GET /central/api/ecole/reception/compte': {
          body: { non_lus: 1, demandes_en_attente: 2 },
        },
      },
      spaceWire({
        moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
        ecoles: [
          { id: 'a', nom: 'Auto-école de la Gare' },
          { id: 'b', nom: 'Auto-école du Port' },
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: 'Réception' });
    await vi.waitFor(() =>
      expect(link).toHaveAccessibleDescription('1 message non lu, 2 demandes d’examen à traiter'),
    );
    expect(link).toHaveTextContent('Réception3');
    const messages = screen.getByRole('region', { name: 'Messages des élèves' });
    expect(within(messages).getByText('Auto-école du Port')).toBeVisible();
    const requests = screen.getByRole('region', { name: 'Demandes d’inscription à l’examen' });
    expect(within(requests).getByText(/Auto-école de la Gare · demande du/)).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('marks a message read when opened, sends the answer and says where it went', async () => {
    const { requests, calls } = renderInbox({
      [ANSWER]: { body: { message: 'Réponse envoyée à lea.martin@example.fr.' } },
    });
    await userEvent.click(await screen.findByText('Léa Martin'));
    await vi.waitFor(() =>
      expect(calls('POST', '/central/api/ecole/messages-eleves/m1/lu')).toHaveLength(1),
    );
    const field = screen.getByLabelText('Votre réponse à Léa Martin (envoyée par e‑mail)');
    await userEvent.type(field, '  Dès le 2 décembre.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Réponse envoyée à lea.martin@example.fr.',
    );
    expect(sentBody(requests, '/central/api/ecole/messages-eleves/m1/reponse')).toEqual({
      texte: 'Dès le 2 décembre.',
    });
    expect(field).toHaveValue('');
    // Read again after each action: another staff member's answers show too.
    expect(calls('GET', INBOX).length).toBeGreaterThanOrEqual(2);
  });

  it('says next to the field an answer too short, and sends nothing', async () => {
    const { calls } = renderInbox();
    await userEvent.click(await screen.findByText('Léa Martin'));
    const field = screen.getByLabelText('Votre réponse à Léa Martin (envoyée par e‑mail)');
    await userEvent.type(field, 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(field).toHaveAccessibleDescription('Écrivez votre réponse (2 caractères au moins).');
    expect(field).toHaveFocus();
    expect(calls('POST', '/central/api/ecole/messages-eleves/m1/reponse')).toHaveLength(0);
  });

  it('confirms an exam request with its day, time and centre, and says what the server did', async () => {
    const done = 'Examen réservé\u202f: l’élève est prévenu par e‑mail.';
    const { requests } = renderInbox({ [DECIDE]: { body: { message: done } } });
    const requestsRegion = await screen.findByRole('region', {
      name: 'Demandes d’inscription à l’examen',
    });
    const card = within(within(requestsRegion).getByRole('listitem'));
    // The learner's wish is the centre to start from.
    expect(card.getByLabelText('Centre d’examen')).toHaveValue('La Poste, Lyon 3e');
    await userEvent.type(card.getByLabelText('Date de l’examen'), '2027-01-12');
    await userEvent.type(card.getByLabelText('Heure'), '10:30');
    const centre = card.getByLabelText('Centre d’examen');
    await userEvent.clear(centre);
    await userEvent.type(centre, 'La Poste — Lyon 7');
    await userEvent.click(card.getByRole('button', { name: 'Confirmer l’examen de Léa Martin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Examen réservé');
    expect(sentBody(requests, '/central/api/ecole/demandes-examen/d1/decision')).toEqual({
      decision: 'confirmer',
      date_examen: '2027-01-12',
      heure_examen: '10:30',
      centre_examen: 'La Poste — Lyon 7',
      date_statut: '2026-11-19T10:00:00.000Z',
    });
  });

  it('says next to the field a missing day, and sends nothing', async () => {
    const { calls } = renderInbox();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirmer l’examen de Léa Martin' }),
    );
    const day = screen.getByLabelText('Date de l’examen');
    expect(day).toHaveAccessibleDescription('Indiquez la date de l’examen.');
    expect(day).toHaveFocus();
    expect(calls('POST', '/central/api/ecole/demandes-examen/d1/decision')).toHaveLength(0);
  });

  it('puts the server’s refusal of a result next to the score', async () => {
    const refusal =
      'Un résultat favorable à l’ETG demande 35 bonnes réponses sur 40 au moins\u202f: avec 20/40, il est défavorable.';
    renderInbox({
      [`GET ${INBOX}`]: {
        body: {
          messages: [],
          non_lus: 0,
          demandes: [
            inboxRequest({
              statut: 'confirmee',
              examen_prevu: { date: '2026-11-20', heure: '10:30', centre: 'La Poste — Lyon 7' },
            }),
          ],
        },
      },
      [DECIDE]: { status: 400, body: { error: { code: 'resultat_incoherent', message: refusal } } },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Résultat'), 'favorable');
    await userEvent.type(screen.getByLabelText('Note sur 40'), '20');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le résultat de Léa Martin' }),
    );
    const score = screen.getByLabelText('Note sur 40');
    await vi.waitFor(() => expect(score.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(score.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refusal,
    );
  });

  it('refuses an exam request with its reason', async () => {
    const done = 'Demande refusée\u202f: l’élève est prévenu par e‑mail.';
    const { requests } = renderInbox({ [DECIDE]: { body: { message: done } } });
    await userEvent.click(await screen.findByText('Refuser la demande'));
    await userEvent.type(screen.getByLabelText('Motif du refus'), 'NEPH manquant.');
    await userEvent.click(screen.getByRole('button', { name: 'Refuser la demande de Léa Martin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Demande refusée');
    expect(sentBody(requests, '/central/api/ecole/demandes-examen/d1/decision')).toEqual({
      decision: 'refuser',
      motif: 'NEPH manquant.',
      date_statut: '2026-11-19T10:00:00.000Z',
    });
  });

  it('shows the server’s French refusal when another staff member decided first', async () => {
    const refusal =
      'Cette demande vient d’être traitée par quelqu’un d’autre\u202f: rechargez la page.';
    renderInbox({
      [DECIDE]: {
        status: 409,
        body: { error: { code: 'modification_concurrente', message: refusal } },
      },
    });
    await userEvent.type(await screen.findByLabelText('Date de l’examen'), '2027-01-12');
    await userEvent.type(screen.getByLabelText('Heure'), '10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’examen de Léa Martin' }));
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
