import { READY_PASS_CHANCE } from '@prepacode/domain/readiness-chance';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { writeSeriesContent } from '../../../../test/helpers/series-fixture.js';
import { SERVICE } from '../../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { learnersPageSchema } from '@prepacode/domain/contracts/school.contract';
import { knowsEveryQuestion } from '../../../../test/helpers/memory-fixture.js';

const contentDir = writeSeriesContent();

describe.each(testEngines())('the school space’s learners list on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  /** Three learners in school A, one in school B, and a staff member of each role. */
  async function setUp() {
    net = await freshNetwork(context.app, 'liste');
    const zoe = await net.learner('Zoé', 'Aubert', net.schoolA, { group: net.groupA });
    const yann = await net.learner('Yann', 'Blanc', net.schoolA, { licence: 'co', endsInDays: -1 });
    const xavier = await net.learner('Xavier', 'Carré', net.schoolA, { endsInDays: 10 });
    const wendy = await net.learner('Wendy', 'Dupuis', net.schoolB, { group: net.groupB });
    await makeReady(xavier);
    // They joined a month ago: « inactive for 14 days » needs the 14 days to have passed.
    await context.app.db
      .updateTable('inscriptions')
      .set({ created_at: Date.now() - 30 * 86_400_000 })
      .where('id', 'in', [zoe.inscription, yann.inscription, xavier.inscription, wendy.inscription])
      .execute();
    return {
      zoe,
      yann,
      xavier,
      wendy,
      ...(await net.team()),
    };
  }

  /** The `index`-th mock exam of a learner, ended an hour ago, in exam conditions. */
  const endedExam = (
    learner: { id: string; inscription: number },
    bank: string,
    index: number,
    mark: {
      licence_code: 'b' | 'ha';
      nb_questions: number;
      nb_correct: number;
      max_score?: number;
      score?: number;
    },
  ) => ({
    id: learner.inscription * 10 + index,
    user_id: learner.id,
    inscription_id: learner.inscription,
    bank_id: bank,
    slug: `essai-examen-${index + 1}`,
    type: 'examen' as const,
    label: `Examen blanc n° ${index + 1}`,
    series_position: index + 1,
    theme: null,
    parcours: 'examen' as const,
    timed: 1,
    nb_answered: mark.nb_questions,
    ended: 1,
    created_at: Date.now() - 3_600_000 + index,
    updated_at: Date.now() - 3_600_000 + index,
    time_extension: null,
    ...mark,
  });

  /** Three mock exams passed in exam conditions and every theme at its target: « prêt ». */
  async function makeReady(learner: { id: string; inscription: number }) {
    const { db } = context.app;
    const { bank_id: bank } = await db
      .selectFrom('content_bank_licences')
      .select('bank_id')
      .where('licence_code', '=', 'b')
      .executeTakeFirstOrThrow();
    const themes = await db
      .selectFrom('content_themes')
      .select('letter')
      .where('bank_id', '=', bank)
      .execute();
    await db
      .insertInto('attempts')
      .values(
        [0, 1, 2].map((index) =>
          endedExam(learner, bank, index, {
            licence_code: 'b',
            nb_questions: 40,
            nb_correct: 36 + index,
          }),
        ),
      )
      .execute();
    await db
      .insertInto('learner_theme_stats')
      .values(
        themes.map((theme) => ({
          inscription_id: learner.inscription,
          theme: theme.letter,
          answered: 10,
          correct: 10,
        })),
      )
      .execute();
    await knowsEveryQuestion(db, learner.inscription);
  }

  beforeAll(async () => {
    people = await setUp();
  });

  const names = (body: { eleves: { nom: string }[] }) => body.eleves.map((row) => row.nom);
  const list = async (who: 'manager' | 'operator' | 'otherManager', query = '') => {
    const answer = await people[who].call('GET', `/central/api/ecole/eleves${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return readJson(answer, learnersPageSchema);
  };

  it('lists the school’s learners by name with their progress, the network’s for its operator', async () => {
    const page = await list('manager');
    expect(names(page)).toEqual(['Aubert', 'Blanc', 'Carré']);
    expect(page).toMatchObject({ total: 3, page: 1, taille: 50 });
    const xavier = page.eleves[2];
    if (!xavier) throw new Error('three learners listed');
    expect(xavier).toMatchObject({
      prenom: 'Xavier',
      permis: 'b',
      examens_faits: 3,
      dernier_score: { bonnes: 38, total: 40 },
      meilleur_score: { bonnes: 38, total: 40 },
      pret: true,
      credits_restants: 10,
      groupe: null,
    });
    expect(xavier.derniere_activite).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Ready: the memory model gives him the chance readiness asks for (issue #44).
    expect(xavier.chance_reussite).toBeGreaterThanOrEqual(READY_PASS_CHANCE);
    expect(page.eleves[0]).toMatchObject({
      groupe: 'Code du mardi soir',
      examens_faits: 0,
      dernier_score: null,
      pret: false,
      derniere_activite: null,
    });
    // Nothing answered: the model gives her no more than chance would.
    expect(page.eleves[0]?.chance_reussite).toBeLessThan(0.01);
    expect(names(await list('operator'))).toEqual(['Aubert', 'Blanc', 'Carré', 'Dupuis']);
    expect(names(await list('operator', `?ecole=${net.schoolB}`))).toEqual(['Dupuis']);
    expect(names(await list('otherManager'))).toEqual(['Dupuis']);
  });

  it.each([
    ['?recherche=zoé', ['Aubert']],
    ['?recherche=AUB', ['Aubert']],
    ['?recherche=xavier%20carr', ['Carré']],
    ['?recherche=%25', []],
    ['?permis=co', ['Blanc']],
    ['?acces=expire', ['Blanc']],
    ['?acces=bientot', ['Carré']],
    ['?pret=oui', ['Carré']],
    ['?inactif=oui', ['Aubert', 'Blanc']],
    ['?tri=nom&ordre=desc', ['Carré', 'Blanc', 'Aubert']],
    ['?tri=acces', ['Blanc', 'Carré', 'Aubert']],
    // Learners without a mock exam come last whichever the direction.
    ['?tri=dernier&ordre=asc', ['Carré', 'Aubert', 'Blanc']],
    ['?taille=10&page=2', []],
  ])('filters, sorts and pages: %s', async (query, expected) => {
    const page = await list('manager', query);
    expect(names(page)).toEqual(expected);
  });

  it('filters by group, and keeps the total of every page', async () => {
    expect(names(await list('manager', `?groupe=${net.groupA}`))).toEqual(['Aubert']);
    const second = await list('manager', '?taille=10&page=2');
    expect(second.total).toBe(3);
  });

  it.each([
    ['?tri=age', 'Ce tri n’existe pas.'],
    ['?taille=7', 'Choisissez 10, 25, 50 ou 100 résultats par page.'],
    ['?permis=zz', 'Ce permis n’existe pas.'],
    ['?page=0', 'Numéro de page invalide.'],
  ])('refuses a bad query %s in French', async (query, message) => {
    const answer = await people.manager.call('GET', `/central/api/ecole/eleves${query}`);
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe(message);
  });

  it('exports the filtered list as a spreadsheet opens it: UTF-8 with BOM, « ; », CRLF', async () => {
    const answer = await people.manager.call('GET', '/central/api/ecole/eleves.csv?permis=b');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="eleves-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFnom;prenom;email;ecole;groupe;permis;acces_jusquau;derniere_activite;examens_faits;dernier_score;meilleur_score;pret;chance_reussite;credits_restants;bonnes_reponses;questions_repondues;taux_reussite;cours_termines',
    );
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['Aubert', 'Carré']);
    // The chance in whole percent, as the list gives it.
    const listed = readJson(
      await people.manager.call('GET', '/central/api/ecole/eleves?permis=b'),
      learnersPageSchema,
    ).eleves;
    const chance = Math.round((listed[1]?.chance_reussite ?? Number.NaN) * 100);
    expect(lines[2]).toContain(`;3;38/40;38/40;oui;${chance};10;111;120;93;0`);
    expect(lines.at(-1)).toBe('');
  });

  // The refusal matrix (issue #19): each role × another school's ids × each call.
  type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';
  const matrix: [Who, 'GET' | 'POST', () => string, number][] = [
    ['manager', 'GET', () => `/central/api/ecole/eleves?ecole=${net.schoolB}`, 404],
    ['manager', 'GET', () => `/central/api/ecole/eleves?groupe=${net.groupB}`, 404],
    ['manager', 'GET', () => `/central/api/ecole/eleves.csv?ecole=${net.schoolB}`, 404],
    ['manager', 'POST', () => `impersonate:${people.wendy.id}`, 404],
    ['instructor', 'GET', () => `/central/api/ecole/eleves?ecole=${net.schoolB}`, 404],
    ['instructor', 'GET', () => `/central/api/ecole/eleves?groupe=${net.groupB}`, 404],
    ['instructor', 'GET', () => '/central/api/ecole/eleves.csv', 403],
    ['instructor', 'POST', () => `impersonate:${people.wendy.id}`, 404],
    ['otherManager', 'GET', () => `/central/api/ecole/eleves?ecole=${net.schoolA}`, 404],
    ['otherManager', 'GET', () => `/central/api/ecole/eleves?groupe=${net.groupA}`, 404],
    ['otherManager', 'GET', () => `/central/api/ecole/eleves.csv?ecole=${net.schoolA}`, 404],
    ['otherManager', 'POST', () => `impersonate:${people.zoe.id}`, 404],
    ['operator', 'GET', () => '/central/api/ecole/eleves?ecole=demo-auto-ecole', 404],
    ['operator', 'GET', () => '/central/api/ecole/eleves?groupe=demo-groupe-soir', 404],
    ['operator', 'GET', () => '/central/api/ecole/eleves.csv?ecole=demo-auto-ecole', 404],
    ['operator', 'POST', () => 'impersonate:eleve@demo.test', 404],
    ['operator', 'POST', () => `impersonate:${people.wendy.id}`, 200],
    ['instructor', 'POST', () => `impersonate:${people.zoe.id}`, 200],
  ];
  it.each(matrix)('%s: %s %s answers %i', async (who, method, target, status) => {
    let url = target();
    let payload: object | undefined;
    if (url.startsWith('impersonate:')) {
      let eleve = url.slice('impersonate:'.length);
      if (eleve.includes('@')) {
        eleve = (
          await context.app.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', eleve)
            .executeTakeFirstOrThrow()
        ).id;
      }
      url = '/central/api/impersonation';
      payload = { eleve, service: SERVICE };
    }
    const answer = await people[who].call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(status);
    if (status === 403) expect(readError(answer).code).toBe('action_refusee');
  });

  it('needs a staff session: none, or a learner’s, answers 401', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/central/api/ecole/eleves' });
    expect(anonymous.statusCode).toBe(401);
  });

  // Issue #41, point 11: « Inactifs depuis 14 jours » listed the learners created that day.
  it('counts as inactive for 14 days only a learner who has had them', async () => {
    const fresh = await net.learner('Élodie', 'Aubry', net.schoolA);
    const inactive = names(await list('manager', '?inactif=oui'));
    expect(inactive).toEqual(['Aubert', 'Blanc']);
    await context.app.db
      .updateTable('inscriptions')
      .set({ created_at: Date.now() - 15 * 86_400_000 })
      .where('id', '=', fresh.inscription)
      .execute();
    expect(names(await list('manager', '?inactif=oui'))).toEqual(['Aubert', 'Aubry', 'Blanc']);
  });

  // Issue #41, point 4: an offshore exam is counted in points; the list and the spreadsheet
  // showed its right answers where the learner's page shows « 13,5/20 ».
  it('shows an offshore exam’s mark in points, as the learner’s page does', async () => {
    const { db } = context.app;
    const helene = await net.learner('Hélène', 'Marin', net.schoolA, { licence: 'ha' });
    // The suite's content has one bank: the list reads the attempts, not their questions.
    const { id: bank } = await db
      .selectFrom('content_banks')
      .select('id')
      .executeTakeFirstOrThrow();
    const exam = (index: number, right: number, points: number) =>
      endedExam(helene, bank, index, {
        licence_code: 'ha',
        nb_questions: 30,
        nb_correct: right,
        max_score: 20,
        score: points,
      });
    // The best mark has fewer right answers: a chart question is worth more.
    await db
      .insertInto('attempts')
      .values([exam(0, 25, 15), exam(1, 26, 13.5)])
      .execute();
    const row = (await list('manager', '?permis=ha')).eleves[0];
    expect(row).toMatchObject({
      nom: 'Marin',
      dernier_score: { bonnes: 13.5, total: 20 },
      meilleur_score: { bonnes: 15, total: 20 },
    });
    const csv = await people.manager.call('GET', '/central/api/ecole/eleves.csv?permis=ha');
    expect(csv.body).toContain(';13,5/20;15/20;');
  });
});
