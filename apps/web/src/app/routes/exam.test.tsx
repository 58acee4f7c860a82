import type { DemandeExamen } from '@prepacode/domain/contracts/exam.contract';
import { examPeriods } from '@prepacode/domain/contracts/exam.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRoutes } from '../../test/fetch-mock';
import { renderWithApi, seriesEleveWire } from '../../test/series-kit';
import { inscriptionWire, utilisateurWire } from '../../test/wire-fixtures';
import { ExamRoute } from './exam';
import { bodyOf } from '../../test/fetch-mock';

const motoProfile = utilisateurWire({
  inscription: { ...inscriptionWire, permis: 'etm' },
  inscriptions: [{ ...inscriptionWire, permis: 'etm' }],
  application_kopilote: [{ statut: 'ouvert', permis: 'etm' }],
});
const [, nextMonth = ''] = examPeriods(Date.now());

const demandeWire = (changes: Partial<DemandeExamen> = {}): DemandeExamen => ({
  id: 'd1',
  statut: 'envoyee',
  permis: 'etm',
  neph: '123456789012',
  periode: nextMonth,
  centre: 'La Poste, Lyon 3e',
  telephone: null,
  commentaire: null,
  date_demande: '2026-11-22T10:00:00.000Z',
  date_statut: '2026-11-22T10:00:00.000Z',
  ecole_prevenue: true,
  ...changes,
});

const renderExam = (routes: ApiRoutes = {}) =>
  renderWithApi(
    [
      { path: '/examen', element: <ExamRoute /> },
      { path: '/dashboard', element: <p>Tableau de bord</p> },
    ],
    '/examen',
    {
      'GET /api/front/utilisateur': { body: motoProfile },
      'GET /api/front/series-eleve': { body: seriesEleveWire() },
      'GET /api/front/structure/s1': { body: { id: 's1', nom: 'Auto-école de la Gare' } },
      'GET /api/examen/demande': { body: { demande: null, autorisee: true } },
      ...routes,
    },
  );

const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('exam registration', () => {
  it('explains the ETM from the licence’s figures, and where the learner stands', async () => {
    renderExam();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'S’inscrire à l’examen' }),
    ).toBeInTheDocument();
    const test = await region('Épreuve théorique moto (ETM)');
    expect(test).toHaveTextContent('40 questions');
    expect(test).toHaveTextContent('20 secondes pour répondre à chaque question');
    expect(test).toHaveTextContent('Au moins 35 bonnes réponses sur 40 pour être reçu (5 fautes');
    expect(test).toHaveTextContent('permis A1 ou A2');
    const readiness = await region('Ma préparation à l’examen');
    expect(readiness).toHaveTextContent('Encore 3 examens blancs réussis à faire');
    expect(readiness).toHaveTextContent('33/40 (pas encore)');
    expect(readiness).toHaveTextContent('(35 bonnes réponses sur 40 au moins)');
  });

  it('explains the ETG to a B learner whose exam entry is open', async () => {
    renderExam({
      'GET /api/front/utilisateur': {
        body: utilisateurWire({ application_kopilote: [{ statut: 'ouvert', permis: 'b' }] }),
      },
    });
    const test = await region('Épreuve théorique générale (ETG)');
    expect(test).toHaveTextContent('permis B');
    expect(test).toHaveTextContent('Au moins 35 bonnes réponses sur 40');
  });

  it('sends the request, then announces it and shows its status', async () => {
    const { fetchMock } = renderExam({
      'POST /api/examen/demande': { status: 201, body: demandeWire() },
    });
    const form = await region('Demander mon inscription');
    expect(
      await within(form).findByText(/envoyée par e.mail à Auto-école de la Gare,/),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Numéro NEPH (facultatif)'), '1234 5678 9012');
    await userEvent.selectOptions(within(form).getByLabelText('Période souhaitée'), nextMonth);
    await userEvent.type(
      within(form).getByLabelText('Centre d’examen souhaité'),
      'La Poste, Lyon 3e',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer ma demande' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre demande est envoyée à votre auto-école.',
    );
    const status = await region('Ma demande d’inscription');
    expect(status).toHaveTextContent('Envoyée à votre auto-école');
    expect(status).toHaveTextContent('La Poste, Lyon 3e');
    expect(within(status).getByRole('heading', { name: 'Ma demande d’inscription' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(bodyOf(post?.[1]))).toEqual({
      neph: '1234 5678 9012',
      periode: nextMonth,
      centre: 'La Poste, Lyon 3e',
      telephone: '',
      commentaire: '',
    });
  });

  it('ties each error to its field, focuses the first and sends nothing', async () => {
    const { calls } = renderExam();
    const form = await region('Demander mon inscription');
    await userEvent.type(within(form).getByLabelText('Numéro NEPH (facultatif)'), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer ma demande' }));

    const neph = within(form).getByLabelText('Numéro NEPH (facultatif)');
    expect(neph).toHaveFocus();
    expect(neph).toHaveAttribute('aria-invalid', 'true');
    expect(neph).toHaveAccessibleDescription(/Le numéro NEPH compte 12 chiffres/);
    expect(within(form).getByLabelText('Période souhaitée')).toHaveAccessibleDescription(
      /Choisissez une période dans la liste\./,
    );
    expect(within(form).getByLabelText('Centre d’examen souhaité')).toHaveAccessibleDescription(
      /Indiquez le centre d’examen souhaité/,
    );
    expect(calls('POST', '/api/examen/demande')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    const message =
      'Vous avez déjà une demande d’inscription en cours : annulez-la avant d’en faire une nouvelle.';
    renderExam({
      'POST /api/examen/demande': {
        status: 409,
        body: { error: { code: 'demande_en_cours', message } },
      },
    });
    const form = await region('Demander mon inscription');
    await userEvent.selectOptions(
      within(form).getByLabelText('Période souhaitée'),
      'des_que_possible',
    );
    await userEvent.type(within(form).getByLabelText('Centre d’examen souhaité'), 'SGS, Lyon');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('cancels an open request once confirmed, then offers a new one', async () => {
    const { calls } = renderExam({
      'GET /api/examen/demande': { body: { demande: demandeWire(), autorisee: true } },
      'DELETE /api/examen/demande/d1': {
        body: demandeWire({ statut: 'annulee', date_statut: '2026-11-23T09:00:00.000Z' }),
      },
    });
    const status = await region('Ma demande d’inscription');
    expect(status).toHaveTextContent('Demande du22/11/2026');
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Annuler ma demande' }));
    const confirm = within(status).getByRole('button', { name: 'Oui, annuler ma demande' });
    expect(confirm).toHaveFocus();
    await userEvent.click(within(status).getByRole('button', { name: 'Non, la garder' }));
    expect(within(status).getByRole('button', { name: 'Annuler ma demande' })).toHaveFocus();
    expect(calls('DELETE', '/api/examen/demande/d1')).toHaveLength(0);

    await userEvent.click(within(status).getByRole('button', { name: 'Annuler ma demande' }));
    await userEvent.click(within(status).getByRole('button', { name: 'Oui, annuler ma demande' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Votre demande est annulée.');
    expect(status).toHaveTextContent('Annulée le23/11/2026');
    expect(await region('Faire une nouvelle demande')).toBeInTheDocument();
    expect(calls('DELETE', '/api/examen/demande/d1')).toHaveLength(1);
  });

  it('says when the school could not be told, and who completes the NEPH', async () => {
    renderExam({
      'GET /api/examen/demande': {
        body: { demande: demandeWire({ ecole_prevenue: false, neph: null }), autorisee: true },
      },
    });
    const status = await region('Ma demande d’inscription');
    expect(status).toHaveTextContent('n’a pas pu recevoir cette demande par e\u2011mail');
    expect(status).toHaveTextContent('NEPHÀ compléter par votre auto-école');
  });

  it('keeps the form one disclosure away after the school’s confirmation', async () => {
    renderExam({
      'GET /api/examen/demande': {
        body: { demande: demandeWire({ statut: 'confirmee' }), autorisee: true },
      },
    });
    expect(await region('Ma demande d’inscription')).toHaveTextContent(
      'Confirmée par votre auto-école',
    );
    const again = await region('Faire une nouvelle demande');
    expect(within(again).getByRole('button', { name: 'Envoyer ma demande' })).not.toBeVisible();
    await userEvent.click(within(again).getByText(/Afficher le formulaire/));
    expect(within(again).getByRole('button', { name: 'Envoyer ma demande' })).toBeVisible();
  });

  // The school's decisions from its inbox (issue #19, point 5).
  it('shows the school’s refusal with its reason', async () => {
    renderExam({
      'GET /api/examen/demande': {
        body: {
          demande: demandeWire({ statut: 'refusee', motif: 'Dossier ANTS incomplet' }),
          autorisee: true,
        },
      },
    });
    const status = await region('Ma demande d’inscription');
    expect(status).toHaveTextContent('Refusée par votre auto-école');
    expect(status).toHaveTextContent('Motif du refusDossier ANTS incomplet');
  });

  it('shows the exam’s result out of 40', async () => {
    renderExam({
      'GET /api/examen/demande': {
        body: {
          demande: demandeWire({ statut: 'confirmee', resultat: 'favorable', note: 37 }),
          autorisee: true,
        },
      },
    });
    const status = await region('Ma demande d’inscription');
    expect(status).toHaveTextContent('Résultat de l’examenFavorable, 37/40');
  });

  it('sends a learner without an open exam entry to the dashboard', async () => {
    renderExam({ 'GET /api/front/utilisateur': { body: utilisateurWire() } });
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
  });
});
