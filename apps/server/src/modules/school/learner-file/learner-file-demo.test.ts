import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { postCentralLogin } from '../../../../test/helpers/sign-on.js';
import { useTestApp, XSRF } from '../../../../test/helpers/test-app.js';
import { readJson } from '../../../../test/helpers/read-json.js';
import { learnerFileSchema } from '@prepacode/domain/contracts/learner-file.contract';
import { reportsPageSchema } from '@prepacode/domain/contracts/reports.contract';
import { DEFAULT_MEMORY_MODEL as model, MEMORY_COLUMNS, memoryOfRow } from '../../series/memory.js';
import { reviewHistory } from '../../series/memory.repository.js';

const DAY = 86_400_000;

// The demo learner's page (issue #19, point 2) has something to show on a first `npm start`:
// the demo history (series/demo-history.ts) played on the real banks.
describe.each(testEngines())('the demo learner’s page on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: loadConfig({}).CONTENT_DIR });

  /** A school-space call by this staff member, signed in on the central site. */
  async function staffGet(username: string, url: string) {
    const login = await postCentralLogin(context.app, { username });
    const cookie = login.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
    return context.app.inject({
      method: 'GET',
      url,
      cookies: { prepacode_central: cookie, ...XSRF.cookies },
      headers: XSRF.headers,
    });
  }

  it('shows mock exams on both sides of the pass mark, weeks of practice, lessons and messages', async () => {
    const { app } = context;
    const lea = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirstOrThrow();
    const answer = await staffGet(
      'moniteur@demo.test',
      `/central/api/ecole/eleves/${lea.id}/suivi`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const page = readJson(answer, learnerFileSchema);
    const exams: { reussi: boolean }[] = page.examens;
    expect(exams.length).toBeGreaterThanOrEqual(5);
    expect(exams.some((exam) => exam.reussi)).toBe(true);
    expect(exams.some((exam) => !exam.reussi)).toBe(true);
    const weeks: { minutes: number; reponses: number }[] = page.semaines;
    expect(weeks.filter((week) => week.reponses > 0).length).toBeGreaterThanOrEqual(5);
    // 20 to 44 seconds between answers: about half a minute per answer.
    for (const week of weeks.filter((entry) => entry.reponses > 0)) {
      expect(week.minutes).toBeGreaterThan(week.reponses / 4);
      expect(week.minutes).toBeLessThan(week.reponses);
    }
    expect(page.cours).toHaveLength(2);
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]?.reponses).toHaveLength(1);
    expect(page.demandes_examen).toHaveLength(1);
  });

  // Issue #44: the demo's answers are played now and dated back; the memory model must have
  // learnt them at their dates, or the demo's chances would be those of a single sitting.
  it('gives her a memory learnt over the weeks of her answers, as a replay of them makes it', async () => {
    const { app } = context;
    const lea = await app.db
      .selectFrom('users')
      .innerJoin('inscriptions', 'inscriptions.user_id', 'users.id')
      .select(['users.id', 'users.created_at', 'inscriptions.id as inscription'])
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirstOrThrow();
    const rows = await app.db
      .selectFrom('learner_question_stats')
      .select([...MEMORY_COLUMNS, 'question_id', 'last_answered_at'])
      .where('inscription_id', '=', lea.inscription)
      .execute();
    const replayed = model.replay(await reviewHistory(app.db, Number(lea.inscription)));
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      const state = replayed.get(row.question_id);
      expect(memoryOfRow(row)).toEqual(state);
      expect(Number(row.last_answered_at)).toBe(state?.reviewed_at);
    }
    const reviewed = rows.map((row) => Number(row.reviewed_at));
    const created = Number(lea.created_at);
    expect(Math.min(...reviewed)).toBeLessThan(created - 35 * DAY);
    expect(Math.max(...reviewed)).toBeLessThan(created);
    // Her page gives chances that differ from theme to theme.
    const page = readJson(
      await staffGet('gerant@demo.test', `/central/api/ecole/eleves/${lea.id}/suivi`),
      learnerFileSchema,
    );
    const chances = new Set(page.preparation?.themes.map((theme) => theme.chance));
    expect(chances.size).toBeGreaterThan(3);
  });

  it('gives the operator reports on a mock exam, not on the welcome series every learner sees', async () => {
    const { app } = context;
    const answer = await staffGet(
      'reseau@demo.test',
      '/central/api/ecole/signalements?statut=a_voir',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const questions: { identifiant: string; signalements: unknown[] }[] = readJson(
      answer,
      reportsPageSchema,
    ).questions;
    expect(questions.map((question) => question.signalements.length)).toEqual([2, 1]);
    const welcome = await app.db
      .selectFrom('content_series_questions')
      .select('question_id')
      .where('slug', '=', 'code-route-bienvenue')
      .execute();
    const welcomeIds = welcome.map((row) => row.question_id);
    for (const question of questions) expect(welcomeIds).not.toContain(question.identifiant);
  });
});
