import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { newId, newNumericId } from '../../../lib/tokens.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { writeSeriesContent } from '../../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { inboxSchema } from '@prepacode/domain/contracts/inbox.contract';
import { learnerFileSchema } from '@prepacode/domain/contracts/learner-file.contract';

// A learner's page (issue #19, point 2): lessons, messages, exam requests and formations. The
// refusal matrix, the exams, the verdict and the history are in learner-file.test.ts.

const contentDir = writeSeriesContent();
const DAY = 86_400_000;

describe.each(testEngines())('a learner’s lessons, messages and formations on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, 'suivi');
    return {
      anna: await net.learner('Anna', 'Suivi', net.schoolA, { group: net.groupA }),
      bob: await net.learner('Bob', 'Voisin', net.schoolA),
      dan: await net.learner('Dan', 'Sansformation', net.schoolA),
      manager: await net.staff('gestionnaire', net.schoolA, 'Sophie', 'Garnier'),
      instructor: await net.staff('moniteur', net.schoolA, 'Marc', 'Lefèvre'),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  const file = (who: 'manager' | 'instructor', learnerId: string, query = '') =>
    people[who].call('GET', `/central/api/ecole/eleves/${learnerId}/suivi${query}`);

  it('lists the lessons completed for this licence, newest first', async () => {
    const { db } = context.app;
    const lesson = (id: string, bank: string, title: string) => ({
      id,
      bank_id: bank,
      theme: 'L',
      title,
      body: 'Texte.',
      position: 1,
      content_hash: id,
      retired_at: null,
    });
    await db
      .insertInto('content_lessons')
      .values([
        lesson('suivi-l1', 'essai', 'Les intersections'),
        lesson('suivi-l2', 'essai', 'Le croisement'),
        lesson('suivi-b1', 'autre', 'Le balisage'),
      ])
      .execute();
    const now = Date.now();
    await db
      .insertInto('lesson_completions')
      .values([
        { user_id: people.anna.id, lesson_id: 'suivi-l1', completed_at: now - 3 * DAY },
        { user_id: people.anna.id, lesson_id: 'suivi-l2', completed_at: now - DAY },
        { user_id: people.anna.id, lesson_id: 'suivi-b1', completed_at: now },
      ])
      .execute();
    const page = readJson(await file('manager', people.anna.id), learnerFileSchema);
    expect(page.cours).toEqual([
      { lecon: 'suivi-l2', libelle: 'Le croisement', date: new Date(now - DAY).toISOString() },
      {
        lecon: 'suivi-l1',
        libelle: 'Les intersections',
        date: new Date(now - 3 * DAY).toISOString(),
      },
    ]);
  });

  it('shows the learner’s own messages and exam requests as the inbox does', async () => {
    const { db } = context.app;
    const now = Date.now();
    const message = (user: string, text: string) => ({
      id: newId(),
      user_id: user,
      structure_id: net.schoolA,
      brand: 'prepacode',
      subject: 'code',
      message: text,
      phone: null,
      ip: null,
      created_at: now - DAY,
    });
    const annas = message(people.anna.id, 'Bonjour, quand a lieu le prochain code en salle\u202f?');
    await db
      .insertInto('contact_messages')
      .values([annas, message(people.bob.id, 'Un message de Bob.')])
      .execute();
    await db
      .insertInto('contact_answers')
      .values({
        id: newId(),
        message_id: annas.id,
        author_id: people.manager.id,
        author_name: 'Sophie Garnier',
        text: 'Mardi à 18 h.',
        created_at: now,
      })
      .execute();
    const request = (user: string, inscription: number) => ({
      id: newId(),
      user_id: user,
      inscription_id: inscription,
      licence_code: 'b',
      neph: null,
      period: 'des_que_possible',
      centre: 'Centre de Nantes',
      phone: null,
      comment: null,
      status: 'envoyee' as const,
      school_notified: 1,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('exam_requests')
      .values([
        request(people.anna.id, people.anna.inscription),
        request(people.bob.id, people.bob.inscription),
      ])
      .execute();
    const inbox = readJson(
      await people.manager.call('GET', '/central/api/ecole/reception'),
      inboxSchema,
    );
    const page = readJson(await file('instructor', people.anna.id), learnerFileSchema);
    const annasOnly = <T extends { eleve: { id: string } }>(rows: T[]) =>
      rows.filter((row) => row.eleve.id === people.anna.id);
    expect(page.messages).toEqual(annasOnly(inbox.messages));
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]?.reponses).toHaveLength(1);
    expect(page.demandes_examen).toEqual(annasOnly(inbox.demandes));
    expect(page.demandes_examen).toHaveLength(1);
  });

  it('switches between the learner’s formations, the open one ending last by default', async () => {
    const { db } = context.app;
    const coastal = newNumericId();
    const values = (id: number, licence: string, until: string, status: string) => ({
      id,
      user_id: people.anna.id,
      licence_code: licence,
      expiration_date: until,
      total_credits: 0,
      remaining_credits: 0,
      status,
      created_at: Date.now(),
    });
    await db
      .insertInto('inscriptions')
      .values(values(coastal, 'co', addDays(dayInFrance(), 900), 'ferme'))
      .execute();
    const page = readJson(await file('manager', people.anna.id), learnerFileSchema);
    expect(page.formation).toBe(people.anna.inscription);
    expect(page.eleve).toMatchObject({
      ecole: net.schoolA,
      ecole_nom: 'École A suivi',
      groupe: { id: net.groupA, nom: 'Code du mardi soir' },
    });
    expect(page.formations).toEqual([
      {
        inscription: coastal,
        permis: 'co',
        permis_libelle: 'Côtier',
        acces_jusquau: addDays(dayInFrance(), 900),
        statut: 'ferme',
        credits_restants: 0,
      },
      expect.objectContaining({ inscription: people.anna.inscription, statut: 'ouvert' }),
    ]);
    const other = readJson(
      await file('manager', people.anna.id, `?formation=${coastal}`),
      learnerFileSchema,
    );
    expect(other.formation).toBe(coastal);
    expect(other.examens).toEqual([]);
    expect(other.historique).toEqual([]);
    expect(other.themes.map((theme: { libelle: string }) => theme.libelle)).toEqual(['Balisage']);
    expect(other.cours.map((lesson: { lecon: string }) => lesson.lecon)).toEqual(['suivi-b1']);
    // Open, and ending after the other open one: shown by default.
    await db
      .updateTable('inscriptions')
      .set({ status: 'ouvert' })
      .where('id', '=', coastal)
      .execute();
    expect(readJson(await file('manager', people.anna.id), learnerFileSchema).formation).toBe(
      coastal,
    );
    await db.deleteFrom('inscriptions').where('id', '=', coastal).execute();
  });

  it('answers 404 for a learner with no formation', async () => {
    await context.app.db.deleteFrom('inscriptions').where('user_id', '=', people.dan.id).execute();
    const page = await file('manager', people.dan.id);
    expect(page.statusCode).toBe(404);
    expect(readError(page)).toEqual({
      code: 'formation_introuvable',
      message: 'Cet élève n’a aucune formation.',
    });
  });
});
