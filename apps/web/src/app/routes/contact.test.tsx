import { screen, within } from '@testing-library/react';
import { run as runAxe } from 'axe-core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRoutes } from '../../test/fetch-mock';
import { renderWithApi } from '../../test/series-kit';
import { utilisateurWire } from '../../test/wire-fixtures';
import { ContactRoute } from './contact';
import { bodyOf, urlOf } from '../../test/fetch-mock';

const CONFIRMATION =
  'Votre message a été envoyé à votre auto-école, Auto-école de la Gare. Vous recevez une copie par e-mail.';

function renderContact(routes: ApiRoutes = {}) {
  return renderWithApi([{ path: '/contact', element: <ContactRoute /> }], '/contact', {
    'GET /api/front/utilisateur': { body: utilisateurWire() },
    'GET /api/front/structure/s1': { body: { id: 's1', nom: 'Auto-école de la Gare' } },
    'POST /central/api/eleve/mail': { status: 202, body: { message: CONFIRMATION } },
    'GET /api/contact/messages': { body: { messages: [] } },
    ...routes,
  });
}

const subject = () => screen.getByRole('combobox', { name: 'Sujet' });
const message = () => screen.getByRole('textbox', { name: 'Message' });
const phone = () => screen.getByRole('textbox', { name: 'Téléphone (facultatif)' });
const sendButton = () => screen.getByRole('button', { name: 'Envoyer le message' });

async function fill(text: string, telephone = '') {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sujet' }), [
    'Examen du code',
  ]);
  await userEvent.type(message(), text);
  if (telephone) await userEvent.type(phone(), telephone);
}

afterEach(() => vi.unstubAllGlobals());

describe('contact', () => {
  // Issue #41, point 10: the school's answers, kept in the app under the learner's message.
  it('shows the learner’s messages with the school’s answers, and reads them again once sent', async () => {
    let sent = false;
    const { calls } = renderContact({
      'GET /api/contact/messages': () => ({
        body: {
          messages: [
            ...(sent
              ? [
                  {
                    id: 'm2',
                    sujet: 'code',
                    message: 'Quand puis-je passer l’examen du code ?',
                    date: '2026-11-25T09:00:00.000Z',
                    reponses: [],
                  },
                ]
              : []),
            {
              id: 'm1',
              sujet: 'lecons',
              message: 'Puis-je décaler ma leçon de jeudi ?',
              date: '2026-11-20T09:30:00.000Z',
              reponses: [
                {
                  id: 'a1',
                  texte: 'Oui, samedi 10 h.',
                  auteur: 'Marc Lefèvre',
                  date: '2026-11-20T11:00:00.000Z',
                },
              ],
            },
          ],
        },
      }),
      'POST /central/api/eleve/mail': () => {
        sent = true;
        return { status: 202, body: { message: CONFIRMATION } };
      },
    });
    const thread = await screen.findByRole('region', { name: 'Vos échanges avec l’auto-école' });
    const answers = await within(thread).findByRole('list', { name: '1 réponse' });
    expect(answers).toHaveTextContent(/^Marc Lefèvre, Auto-école de la Gare, le 20\/11\/2026/);
    expect(answers).toHaveTextContent('Oui, samedi 10 h.');
    await fill('Quand puis-je passer l’examen du code ?');
    await userEvent.click(sendButton());
    expect(await within(thread).findByText('Pas encore de réponse.')).toBeVisible();
    expect(calls('GET', '/api/contact/messages')).toHaveLength(2);
    // The route alone, without the app's landmarks: the page's own axe scan is end to end.
    expect((await runAxe(thread)).violations).toEqual([]);
  });

  it('says which school receives the message and where it will answer', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
    expect(
      await screen.findByText(
        'Votre message sera envoyé à votre auto-école : Auto-école de la Gare.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Elle vous répondra à l’adresse eleve@demo.test.')).toBeInTheDocument();
  });

  it('checks the fields with the server’s schema, names each problem and focuses the first', async () => {
    const { calls } = renderContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer le message' }));
    expect(subject()).toHaveFocus();
    expect(subject()).toHaveAttribute('aria-invalid', 'true');
    expect(subject()).toHaveAccessibleDescription('Choisissez le sujet de votre message.');
    // The counter, then the error (fr-FR writes 2 000 with a narrow no-break space).
    expect(message()).toHaveAccessibleDescription(
      /^0 \/ 2\u202f000 caractères Votre message doit contenir au moins 10 caractères\.$/,
    );

    await userEvent.selectOptions(subject(), ['Compte et accès']);
    await userEvent.type(message(), 'Je n’arrive pas à me connecter depuis hier.');
    await userEvent.type(phone(), '12 34');
    await userEvent.click(sendButton());
    expect(phone()).toHaveFocus();
    expect(phone()).toHaveAccessibleDescription(/numéro de téléphone français à 10 chiffres/);
    expect(subject()).not.toHaveAttribute('aria-invalid');
    expect(calls('POST', '/central/api/eleve/mail')).toEqual([]);
  });

  it('sends to the central site with the brand’s key and no cookie, confirms and empties the form', async () => {
    const { fetchMock } = renderContact();
    await fill('  Quand puis-je passer l’examen du code ?  ', '06.12.34.56.78');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMATION);

    const [input, init] =
      fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(input && urlOf(input).pathname).toBe('/central/api/eleve/mail');
    expect(init?.credentials).toBe('omit');
    expect(new Headers(init?.headers).get('x-api-key')).toBe('demo-contact-prepacode');
    expect(JSON.parse(bodyOf(init))).toEqual({
      eleve_id: 'u1',
      email: 'eleve@demo.test',
      sujet: 'code',
      message: 'Quand puis-je passer l’examen du code ?',
      telephone: '06 12 34 56 78',
    });
    expect(subject()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect(phone()).toHaveValue('');
  });

  it('keeps the message and shows the server’s French refusal', async () => {
    renderContact({
      'POST /central/api/eleve/mail': {
        status: 409,
        body: {
          error: {
            code: 'message_deja_envoye',
            message: 'Vous venez d’envoyer ce même message : votre auto-école l’a bien reçu.',
          },
        },
      },
    });
    await fill('Quand puis-je passer l’examen du code ?');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous venez d’envoyer ce même message : votre auto-école l’a bien reçu.',
    );
    expect(message()).toHaveValue('Quand puis-je passer l’examen du code ?');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('offers no form to a learner without a school', async () => {
    renderContact({
      'GET /api/front/utilisateur': {
        body: utilisateurWire({ eleve: { ...utilisateurWire().eleve, structure_id: null } }),
      },
    });
    expect(
      await screen.findByText(/Votre compte n’est rattaché à aucune auto-école/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).not.toBeInTheDocument();
  });
});
