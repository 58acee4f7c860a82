import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../test/fetch-mock';
import { renderSpace } from '../../../test/school-space-kit';
import { bank, decided, DECIDE, incomplete, LIST, operator, question, SHARE } from './review-wires';

// Issue #46, point 4: the network's operator reviews the questions its banks imported.

const PAGE = '/central/questions-a-relire';

/** One page of 25 holding all `total` questions. */
const pageOf = (total: number) => ({ total, page: 1, taille: 25 });

/** The page as the operator opens it; the list of each status, and what a decision answers. */
function renderReview(decide: Reply | (() => Reply) = { status: 500 }, path = PAGE) {
  return renderSpace(
    path,
    {
      [`GET ${LIST}`]: (url) => {
        const questions =
          url.searchParams.get('statut') === 'refusee'
            ? [decided(question({ identifiant: 'RS-C-003', enonce: 'Déjà refusée.' }), 'refusee')]
            : [question(), incomplete];
        return { body: { banques: [bank()], questions, ...pageOf(questions.length) } };
      },
      [`POST ${DECIDE}`]: decide,
    },
    operator,
  );
}

/** The bodies POSTed to the decision, oldest first. */
const decisions = (requests: ReturnType<typeof renderReview>['requests']) =>
  requests()
    .filter((sent) => sent.method === 'POST' && sent.url.pathname === DECIDE)
    .map((sent) => JSON.parse(sent.body) as unknown);

const card = (id: string) => screen.findByRole('article', { name: `Question ${id}` });

afterEach(() => vi.unstubAllGlobals());
// The page's module, transformed on its first import (2.5 s alone, 7 s beside the other suites on
// two cores, past the first test's 10 s of waiting on a loaded machine): before the tests.
beforeAll(() => import('./route'), 60_000);

describe('« Questions à relire »', () => {
  it('shows the banks and the questions to review, with all the operator judges them by', async () => {
    const { sentQuery } = renderReview(undefined, `${PAGE}?from=prepacode`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions à relire' }),
    ).toBeVisible();
    expect(sentQuery('GET', LIST)).toEqual({ statut: 'a_relire' });
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('a_relire');
    const nav = screen.getByRole('navigation', { name: 'Espace école' });
    expect(within(nav).getByRole('link', { name: 'Questions à relire' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const banks = screen.getByRole('article', { name: 'Banque du réseau Sud' });
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    expect(within(banks).getByText(/^Permis/).textContent).toBe('Permis\u202f: Auto');
    expect(within(banks).getByText('2 à relire · 1 acceptée · 0 refusée')).toBeVisible();
    expect(
      within(banks).getByRole('spinbutton', { name: 'Part des examens blancs (%)' }),
    ).toHaveValue(10);

    const first = await card('RS-A-001');
    expect(within(first).getByText('Banque du réseau Sud')).toBeVisible();
    expect(within(first).getByText('A — Circulation')).toBeVisible();
    expect(within(first).getByText(/sud\.gift/).textContent).toBe(
      '«\u202fsud.gift\u202f», ligne 12',
    );
    expect(
      within(first).getByRole('img', { name: 'Un tracteur roule devant moi.' }),
    ).toHaveAttribute('src', '/media/reseau-sud/a-001.webp');
    const right = within(first).getByText(/^B\. Non/);
    expect(right).toHaveTextContent('B. Non Bonne réponse');
    expect(within(first).getByText('A. Oui')).not.toHaveTextContent('Bonne réponse');
    expect(within(first).getByRole('list', { name: 'Ce que l’import a changé' })).toHaveTextContent(
      'Espace insécable ajoutée',
    );
    expect(
      within(first).getByRole('list', { name: 'Questions proches déjà en jeu' }).textContent,
    ).toBe('CR-A-014 (semblable à 83\u202f%)\u202f: Puis-je dépasser ce tracteur\u202f?');
    expect(within(first).getByRole('button', { name: /^Accepter/ })).not.toHaveAttribute(
      'aria-disabled',
    );

    // A typed answer, and what must be written before it can be accepted.
    const second = await card('RS-B-002');
    expect(
      within(second)
        .getByText(/^Réponse attendue/)
        .closest('p')?.textContent,
    ).toBe('Réponse attendue\u202f: 25\u00a0±\u00a01');
    expect(
      within(second).getByRole('list', { name: /^À compléter avant de l’accepter/ }),
    ).toHaveTextContent('L’explication manque.');
    const accept = within(second).getByRole('button', { name: /^Accepter\s*: question RS-B-002$/ });
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    expect(accept).toHaveAccessibleDescription(
      /^Complétez-la d’abord avec «\sModifier\s»\s: elle ne peut pas être acceptée telle quelle\.$/,
    );
    await userEvent.click(accept);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('reads the status chosen and keeps it in the address', async () => {
    const { sentQuery, router } = renderReview(undefined, `${PAGE}?from=prepacode`);
    const status = await screen.findByRole('combobox', { name: 'Statut' });
    await userEvent.selectOptions(status, 'Refusées');
    const refused = await card('RS-C-003');
    expect(within(refused).getByText(/^Refusée par Inès Roux le 20\/11\/2026 à /)).toBeVisible();
    expect(within(refused).queryByRole('button', { name: /^Refuser/ })).toBeNull();
    expect(sentQuery('GET', LIST)).toEqual({ statut: 'refusee' });
    expect(router.state.location.search).toBe('?from=prepacode&statut=refusee');

    await userEvent.selectOptions(status, 'Toutes');
    expect(await card('RS-A-001')).toBeVisible();
    expect(sentQuery('GET', LIST)).toEqual({});
  });

  it('filters by bank and turns the pages, starting again at the first for another bank', async () => {
    const { sentQuery, router } = renderSpace(
      PAGE,
      {
        [`GET ${LIST}`]: (url) => ({
          body: {
            banques: [bank(), bank({ id: 'autre-banque', libelle: 'Autre banque' })],
            questions: [question()],
            total: 60,
            page: Number(url.searchParams.get('page') ?? 1),
            taille: 25,
          },
        }),
      },
      operator,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(sentQuery('GET', LIST)).toEqual({ statut: 'a_relire', page: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Banque' }), 'Autre banque');
    await waitFor(() =>
      expect(sentQuery('GET', LIST)).toEqual({ statut: 'a_relire', banque: 'autre-banque' }),
    );
    expect(router.state.location.search).toBe('?banque=autre-banque');
  });

  it('accepts a question as it is, with the version seen, and shows the answer', async () => {
    const message = 'Question RS-A-001 acceptée\u202f: vos élèves la retrouvent dès maintenant.';
    const { requests, calls } = renderReview({
      body: { message, question: decided(question(), 'acceptee') },
    });
    const first = await card('RS-A-001');
    await userEvent.click(within(first).getByRole('button', { name: /^Accepter/ }));
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(decisions(requests)).toEqual([
      { identifiant: 'RS-A-001', version_relecture: 3, decision: 'acceptee' },
    ]);
    expect(within(first).getByText(/^Acceptée par Inès Roux le 20\/11\/2026 à /)).toBeVisible();
    expect(within(first).queryByRole('button', { name: /^Accepter/ })).toBeNull();
    expect(screen.getByText('1 à relire · 2 acceptées · 0 refusée')).toBeVisible();
    expect(calls('GET', LIST)).toHaveLength(1);
  });

  it('refuses a question once confirmed', async () => {
    const message = 'Question RS-A-001 refusée.';
    const { requests } = renderReview({
      body: { message, question: decided(question(), 'refusee') },
    });
    const first = await card('RS-A-001');
    await userEvent.click(within(first).getByRole('button', { name: /^Refuser/ }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Refuser la question RS-A-001\s\?$/,
    });
    expect(within(dialog).getByText(/ne la verront pas/)).toBeVisible();
    expect(decisions(requests)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la question' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(decisions(requests)).toEqual([
      { identifiant: 'RS-A-001', version_relecture: 3, decision: 'refusee' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(first).getByText(/^Refusée par Inès Roux/)).toBeVisible();
    expect(screen.getByText('1 à relire · 1 acceptée · 1 refusée')).toBeVisible();
  });

  it('rewrites a question, refuses a short explanation in the page, then accepts it', async () => {
    let answers = 0;
    const { requests } = renderReview(() =>
      ++answers === 1
        ? {
            status: 422,
            body: {
              error: {
                code: 'question_invalide',
                message: 'La question ne peut pas être acceptée\u202f: correctes requis.',
              },
            },
          }
        : {
            body: {
              message: 'Question modifiée et acceptée.',
              question: decided(question(), 'acceptee'),
            },
          },
    );
    const first = await card('RS-A-001');
    await userEvent.click(within(first).getByRole('button', { name: /^Modifier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la question RS-A-001' });
    const statement = within(dialog).getByRole('textbox', { name: 'Énoncé' });
    expect(statement).toHaveValue('Je peux dépasser ce véhicule.');
    await userEvent.type(statement, ' Il roule à 30 km/h.');
    const propositionA = within(dialog).getByRole('group', { name: 'Proposition A' });
    const textA = within(propositionA).getByRole('textbox', { name: 'Texte de la proposition A' });
    await userEvent.clear(textA);
    await userEvent.type(textA, 'Oui, la ligne est discontinue');
    await userEvent.click(within(propositionA).getByRole('checkbox', { name: 'Bonne réponse' }));
    const explanation = within(dialog).getByRole('textbox', { name: 'Explication' });
    await userEvent.clear(explanation);
    await userEvent.type(explanation, 'Trop court.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer et accepter' }));
    expect(explanation).toHaveAccessibleDescription(/^L’explication\s: 40 caractères au moins\.$/);
    expect(explanation).toHaveFocus();
    expect(decisions(requests)).toEqual([]);

    await userEvent.type(explanation, ' La ligne discontinue permet de dépasser ce tracteur lent.');
    const alt = within(dialog).getByRole('textbox', {
      name: 'Description de l’image, pour qui ne la voit pas',
    });
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Un tracteur roule devant moi, ligne discontinue.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer et accepter' }));
    // The server's refusal stays in the dialog, which keeps what was typed.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La question ne peut pas être acceptée\u202f: correctes requis.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer et accepter' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Question modifiée et acceptée.'),
    );
    const modification = {
      enonce: 'Je peux dépasser ce véhicule. Il roule à 30 km/h.',
      propositions: { A: 'Oui, la ligne est discontinue', B: 'Non' },
      correctes: ['A', 'B'],
      explication: 'Trop court. La ligne discontinue permet de dépasser ce tracteur lent.',
      reference: 'Code de la route, article R. 412-19',
      alt: 'Un tracteur roule devant moi, ligne discontinue.',
    };
    const sent = {
      identifiant: 'RS-A-001',
      version_relecture: 3,
      decision: 'acceptee',
      modification,
    };
    expect(decisions(requests)).toEqual([sent, sent]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a typed number and its margin, without propositions', async () => {
    const { requests } = renderReview({
      body: { message: 'Question acceptée.', question: decided(incomplete, 'acceptee') },
    });
    const second = await card('RS-B-002');
    await userEvent.click(within(second).getByRole('button', { name: /^Modifier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la question RS-B-002' });
    expect(within(dialog).getByRole('textbox', { name: 'Réponse attendue' })).toHaveValue('25');
    const margin = within(dialog).getByRole('textbox', { name: /^Marge acceptée/ });
    await userEvent.clear(margin);
    await userEvent.type(margin, '2,5');
    expect(within(dialog).queryByRole('group', { name: 'Propositions' })).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Explication' }),
      'À 90 km/h, on parcourt 25 mètres chaque seconde : 90 000 m en 3 600 s.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer et accepter' }));
    await vi.waitFor(() => expect(decisions(requests)).toHaveLength(1));
    expect(decisions(requests)[0]).toEqual({
      identifiant: 'RS-B-002',
      version_relecture: 1,
      decision: 'acceptee',
      modification: {
        enonce: incomplete.enonce,
        valeur: '25',
        tolerance: '2,5',
        explication: 'À 90 km/h, on parcourt 25 mètres chaque seconde : 90 000 m en 3 600 s.',
        reference: incomplete.reference,
      },
    });
  });

  it('says so and reads the list again when another operator decided first', async () => {
    const refusal =
      'Cette question vient d’être relue par quelqu’un d’autre. Voici ce qui a été décidé.';
    const { calls } = renderReview({
      status: 409,
      body: { error: { code: 'deja_relue', message: refusal } },
    });
    const first = await card('RS-A-001');
    await userEvent.click(within(first).getByRole('button', { name: /^Accepter/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await vi.waitFor(() => expect(calls('GET', LIST)).toHaveLength(2));

    // From a dialog too: it closes, and the page says why.
    await userEvent.click(within(first).getByRole('button', { name: /^Refuser/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Refuser la question/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la question' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    await vi.waitFor(() => expect(calls('GET', LIST)).toHaveLength(3));
  });

  it('sets a bank’s share of the mock exams, refusing a share out of bounds', async () => {
    const message = 'Banque du réseau Sud\u202f: 20\u202f% de chaque examen blanc.';
    const { requests } = renderSpace(
      PAGE,
      {
        [`GET ${LIST}`]: { body: { banques: [bank()], questions: [], ...pageOf(0) } },
        [`PUT ${SHARE}`]: { body: { message, banque: bank({ part_examens: 20 }) } },
      },
      operator,
    );
    const banks = await screen.findByRole('article', { name: 'Banque du réseau Sud' });
    expect(screen.getByText('Aucune question à relire.')).toBeVisible();
    const share = within(banks).getByRole('spinbutton', { name: 'Part des examens blancs (%)' });
    const save = within(banks).getByRole('button', {
      name: 'Enregistrer la part de Banque du réseau Sud',
    });
    await userEvent.clear(share);
    await userEvent.type(share, '80');
    await userEvent.click(save);
    expect(share).toHaveAccessibleDescription(/Une part de 0 à 50\s%\.$/);
    expect(share).toHaveFocus();
    await userEvent.clear(share);
    await userEvent.click(save);
    expect(share).toHaveAccessibleDescription(/Une part de 0 à 50\s%\.$/);
    expect(requests().filter((sent) => sent.method === 'PUT')).toEqual([]);

    await userEvent.type(share, '20');
    await userEvent.click(save);
    // The page's one status line says it: no second live region for the banks.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    const sent = requests().filter((request) => request.method === 'PUT');
    expect(sent.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { banque: 'reseau-sud', part_examens: 20 },
    ]);
  });

  it('is in the menu of the operator only; another role is told, not asked', async () => {
    // A school's manager (the kit's default), who reads the reports but decides nothing.
    const { calls } = renderSpace(PAGE, {});
    expect(
      await screen.findByText('Votre rôle ne vous permet pas de relire les questions du réseau.'),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Espace école' });
    expect(within(nav).getByRole('link', { name: 'Signalements' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Questions à relire' })).toBeNull();
    expect(calls('GET', LIST)).toEqual([]);
  });
});
