import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/tokens.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { writeSeriesContent } from '../../../../test/helpers/series-fixture.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import {
  reportDecisionAnswerSchema,
  reportsPageSchema,
} from '@prepacode/domain/contracts/reports.contract';

const contentDir = writeSeriesContent();

describe.each(testEngines())('the operator’s question reports on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;
  let questionIds: string[];

  /** A learner's report on a question, through a finished attempt of theirs. */
  async function report(
    learner: { id: string; inscription: number },
    questionId: string,
    comment: string,
    at: number,
  ) {
    const { db } = context.app;
    const { bank_id: bank } = await db
      .selectFrom('questions')
      .select('bank_id')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    const attempt = Math.floor(Math.random() * 1e12);
    await db
      .insertInto('attempts')
      .values({
        id: attempt,
        user_id: learner.id,
        inscription_id: learner.inscription,
        licence_code: 'b',
        bank_id: bank,
        slug: 'essai-examen-1',
        type: 'examen',
        label: 'Examen blanc n° 1',
        series_position: 1,
        theme: null,
        parcours: 'examen',
        timed: 1,
        nb_questions: 40,
        nb_answered: 40,
        nb_correct: 35,
        ended: 1,
        created_at: at,
        updated_at: at,
        time_extension: null,
      })
      .execute();
    const id = newId();
    await db
      .insertInto('question_reports')
      .values({
        id,
        user_id: learner.id,
        attempt_id: attempt,
        question_id: questionId,
        version: 1,
        reason: 'reponse_fausse',
        comment,
        created_at: at,
      })
      .execute();
    return id;
  }

  async function setUp() {
    net = await freshNetwork(context.app, 'signale');
    const other = await freshNetwork(context.app, 'signale-ailleurs');
    const questions = await context.app.db
      .selectFrom('questions')
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    questionIds = questions.map((row) => row.id);
    const zoe = await net.learner('Zoé', 'Aubert', net.schoolA);
    const wendy = await net.learner('Wendy', 'Dupuis', net.schoolB);
    const outsider = await other.learner('Léo', 'Martin', other.schoolA);
    const now = Date.now();
    const [q1, q2, q3] = questionIds as [string, string, string];
    return {
      manager: await net.staff('gestionnaire', net.schoolA, 'Sophie', 'Garnier'),
      instructor: await net.staff('moniteur', net.schoolA, 'Marc', 'Lefèvre'),
      operator: await net.staff('operateur', null, 'Claire', 'Dumont'),
      secondOperator: await net.staff('operateur', null, 'Hugo', 'Roux'),
      onQ1: await report(zoe, q1, 'La réponse B est juste.', now - 3000),
      onQ2a: await report(zoe, q2, 'Le panneau a changé.', now - 2000),
      onQ2b: await report(wendy, q2, 'La règle a changé en 2024.', now - 1000),
      outside: await report(outsider, q3, 'Hors réseau.', now),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  const list = (query = '') =>
    people.operator.call('GET', `/central/api/ecole/signalements${query}`);
  const decide = (
    who: 'operator' | 'secondOperator' | 'manager' | 'instructor',
    statut: string,
    reports: { id: string; version_statut: number }[],
  ) =>
    people[who].call('POST', '/central/api/ecole/signalements/statut', {
      statut,
      signalements: reports,
    });

  it('groups the network’s reports by question, most reported first, with the correction', async () => {
    const answer = await list();
    expect(answer.statusCode, answer.body).toBe(200);
    const { questions } = readJson(answer, reportsPageSchema);
    expect(questions.map((q: { identifiant: string }) => q.identifiant)).toEqual([
      questionIds[1],
      questionIds[0],
    ]);
    const [first] = questions;
    if (!first) throw new Error('a reported question');
    expect(first.signalements.map((r: { id: string }) => r.id)).toEqual([
      people.onQ2b,
      people.onQ2a,
    ]);
    expect(first.signalements[0]).toMatchObject({
      motif: 'reponse_fausse',
      commentaire: 'La règle a changé en 2024.',
      version: 1,
      statut: 'a_voir',
      version_statut: 0,
      decide_par: null,
      eleve: 'Wendy Dupuis',
      ecole: 'École B signale',
    });
    expect(first.enonce.length).toBeGreaterThan(0);
    expect(first.explication.length).toBeGreaterThan(0);
    expect(first.propositions.some((p: { juste: boolean }) => p.juste)).toBe(true);
    expect(first.version_actuelle).toBeGreaterThanOrEqual(1);
    // The other network's learner's report is not shown.
    expect(JSON.stringify(questions)).not.toContain('Hors réseau.');
  });

  it('marks one report, records who and when, audits it, and filters by status', async () => {
    const answer = await decide('operator', 'corrigee', [{ id: people.onQ1, version_statut: 0 }]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, reportDecisionAnswerSchema).message).toBe(
      'Signalement marqué «\u202fcorrigée\u202f».',
    );
    expect(readJson(answer, reportDecisionAnswerSchema).signalements[0]).toMatchObject({
      statut: 'corrigee',
      version_statut: 1,
      decide_par: 'Claire Dumont',
    });
    const corrected = readJson(await list('?statut=corrigee'), reportsPageSchema).questions;
    expect(corrected.map((q: { identifiant: string }) => q.identifiant)).toEqual([questionIds[0]]);
    const toSee = readJson(await list('?statut=a_voir'), reportsPageSchema).questions;
    expect(toSee.map((q: { identifiant: string }) => q.identifiant)).toEqual([questionIds[1]]);
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('subject_id', '=', people.onQ1)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_id: people.operator.id, action: 'signalement.statut' });
  });

  it('marks a question’s whole group at once', async () => {
    const answer = await decide('operator', 'rejetee', [
      { id: people.onQ2a, version_statut: 0 },
      { id: people.onQ2b, version_statut: 0 },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, reportDecisionAnswerSchema).message).toBe(
      '2 signalements marqués «\u202frejetée\u202f».',
    );
    expect(readJson(await list('?statut=a_voir'), reportsPageSchema).questions).toEqual([]);
  });

  it('a decision on a stale version answers 409 and changes nothing (the group neither)', async () => {
    const answer = await decide('secondOperator', 'a_voir', [
      { id: people.onQ1, version_statut: 1 },
      { id: people.onQ2a, version_statut: 0 },
    ]);
    expect(answer.statusCode).toBe(409);
    expect(readError(answer).code).toBe('modification_concurrente');
    const rows = await context.app.db
      .selectFrom('question_reports')
      .select(['id', 'status', 'status_version'])
      .where('id', 'in', [people.onQ1, people.onQ2a])
      .orderBy('id')
      .execute();
    expect(rows.find((row) => row.id === people.onQ1)).toMatchObject({
      status: 'corrigee',
      status_version: 1,
    });
  });

  it('two operators deciding at once: one wins, the other gets 409, the winner is recorded', async () => {
    const [a, b] = await Promise.all([
      decide('operator', 'a_voir', [{ id: people.onQ1, version_statut: 1 }]),
      decide('secondOperator', 'rejetee', [{ id: people.onQ1, version_statut: 1 }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const row = await context.app.db
      .selectFrom('question_reports')
      .select(['status', 'status_version', 'decided_by'])
      .where('id', '=', people.onQ1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: readJson(winner, reportDecisionAnswerSchema).signalements[0]?.statut,
      status_version: 2,
      decided_by: winner === a ? people.operator.id : people.secondOperator.id,
    });
  });

  it.each([
    [
      { statut: 'perdue', signalements: [{ id: 'x', version_statut: 0 }] },
      'Choisissez «\u202fcorrigée\u202f», «\u202frejetée\u202f» ou «\u202fà voir\u202f».',
    ],
    [{ statut: 'corrigee', signalements: [] }, 'Choisissez au moins un signalement.'],
  ])('refuses %o in French', async (body, message) => {
    const answer = await people.operator.call(
      'POST',
      '/central/api/ecole/signalements/statut',
      body,
    );
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toContain(message);
  });

  describe('refusal matrix', () => {
    // Issue #41, point 10: the school's staff read their own learners' reports, never decide.
    it.each(['manager', 'instructor'] as const)(
      'shows the %s their school’s learners’ reports only, and refuses a decision (403)',
      async (who) => {
        const listed = await people[who].call('GET', '/central/api/ecole/signalements');
        expect(listed.statusCode, listed.body).toBe(200);
        const reports = readJson(listed, reportsPageSchema).questions.flatMap(
          (question) => question.signalements,
        );
        expect(reports.map((report) => report.eleve)).toEqual(['Zoé Aubert', 'Zoé Aubert']);
        expect(reports.every((report) => report.ecole === 'École A signale')).toBe(true);
        const decided = await decide(who, 'rejetee', [{ id: people.onQ1, version_statut: 0 }]);
        expect(decided.statusCode).toBe(403);
        expect(readError(decided).code).toBe('action_refusee');
      },
    );

    it('answers 404 for a report of a learner outside the network, and changes nothing', async () => {
      const answer = await decide('operator', 'rejetee', [
        { id: people.outside, version_statut: 0 },
      ]);
      expect(answer.statusCode).toBe(404);
      expect(readError(answer).code).toBe('signalement_introuvable');
      const row = await context.app.db
        .selectFrom('question_reports')
        .select('status')
        .where('id', '=', people.outside)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('a_voir');
    });
  });
});
