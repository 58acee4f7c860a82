import {
  learnerNotesSchema,
  noteAnswerSchema,
} from '@prepacode/domain/contracts/learner-file.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';

// Issue #41, point 6: the notes a school's staff keep on a learner.

type Net = Awaited<ReturnType<typeof freshNetwork>>;

describe.each(testEngines())('notes on a learner on %s', (engine) => {
  const context = useTestApp(engine);
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  let zoe: Awaited<ReturnType<Net['learner']>>;
  beforeAll(async () => {
    net = await freshNetwork(context.app, 'notes');
    people = await net.team();
    zoe = await net.learner('Zoé', 'Aubert', net.schoolA);
  });
  const notes = (who: keyof typeof people) =>
    people[who].call('GET', `/central/api/ecole/eleves/${zoe.id}/notes`);
  const write = (who: keyof typeof people, texte: string) =>
    people[who].call('POST', `/central/api/ecole/eleves/${zoe.id}/notes`, { texte });

  it('lets an instructor write a note the manager reads, and only its author delete it', async () => {
    const written = await write('instructor', '  Confond encore les priorités à droite.  ');
    expect(written.statusCode, written.body).toBe(201);
    const note = readJson(written, noteAnswerSchema).note;
    expect(note).toMatchObject({
      texte: 'Confond encore les priorités à droite.',
      auteur: 'Marc Lefèvre',
      mienne: true,
    });
    const read = readJson(await notes('manager'), learnerNotesSchema).notes;
    expect(read.map((item) => [item.texte, item.mienne])).toEqual([
      ['Confond encore les priorités à droite.', false],
    ]);
    const url = `/central/api/ecole/eleves/${zoe.id}/notes/${note?.id ?? ''}`;
    expect(readError(await people.manager.call('DELETE', url)).code).toBe('note_introuvable');
    expect((await people.instructor.call('DELETE', url)).statusCode).toBe(200);
    expect(readJson(await notes('manager'), learnerNotesSchema).notes).toEqual([]);
    const audits = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', people.instructor.id)
      .where('subject_id', '=', zoe.id)
      .execute();
    expect(audits.map((row) => row.action).sort()).toEqual(['note.ajoutee', 'note.supprimee']);
  });

  it('refuses an empty note in French, writing nothing', async () => {
    const answer = await write('manager', '   ');
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toContain('Écrivez la note.');
    expect(readJson(await notes('manager'), learnerNotesSchema).notes).toEqual([]);
  });

  it.each([
    ['otherManager', 404],
    ['operator', 200],
  ] as const)('%s reading school A’s learner’s notes answers %i', async (who, status) => {
    expect((await notes(who)).statusCode).toBe(status);
    expect((await write(who, 'Une note')).statusCode).toBe(status === 200 ? 201 : 404);
  });

  it('takes the notes away with the learner’s data when it is erased', async () => {
    const learner = await net.learner('Léo', 'Blanc', net.schoolA);
    await people.manager.call('POST', `/central/api/ecole/eleves/${learner.id}/notes`, {
      texte: 'Absent deux fois.',
    });
    const erased = await people.manager.call(
      'POST',
      `/central/api/ecole/eleves/${learner.id}/anonymisation`,
      { confirmation: true },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await context.app.db
      .selectFrom('learner_notes')
      .select('id')
      .where('user_id', '=', learner.id)
      .execute();
    expect(left).toEqual([]);
  });
});
