import { classroomStaffViewSchema } from '@prepacode/domain/contracts/classroom.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { classroomLearner, launched, stepped } from '../../../test/helpers/classroom-fixture.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { readJson } from '../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../test/helpers/school-fixture.js';
import { writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// Issue #43, point 5: what two tabs, two staff members or a room of phones do at once, on each
// engine (PostgreSQL runs them truly at once), and the stream that tells the presenter.

const contentDir = writeSeriesContent();

/** The `etat` events of a stream, read as they come. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const states: Record<string, unknown>[] = [];
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6);
        if (block.includes('event: etat') && data) states.push(JSON.parse(data) as never);
      }
    }
  })();
  /** Waits for a state that matches. */
  const until = async (match: (state: Record<string, unknown>) => boolean) => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = states.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no such state among ${JSON.stringify(states)}`);
  };
  const close = async () => {
    controller.abort();
    await pump;
  };
  return { states, until, close };
}

describe.each(testEngines())('« Code en salle » live on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof net.team>>;
  let base = '';

  beforeAll(async () => {
    net = await freshNetwork(context.app, 'direct');
    people = await net.team();
    base = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('streams the count of answers to the presenter and each step to the phones', async () => {
    const session = await launched(people.instructor);
    const { email } = await net.learner('Inès', 'Direct', net.schoolA);
    const ines = await classroomLearner(context.app, email);
    const staffCookie = `prepacode_central=${people.instructor.cookie}`;
    const presenter = await openStream(
      `${base}/central/api/ecole/salles/${session.id}/flux`,
      staffCookie,
    );
    await presenter.until((state) => state.participants === 0 && state.phase === 'attente');
    await ines.join(session.code ?? '');
    await presenter.until((state) => state.participants === 1);
    const phone = await openStream(
      `${base}/api/salle/${session.id}/flux`,
      Object.entries(ines.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    );
    await phone.until((state) => state.phase === 'attente');
    await stepped(people.instructor, session.id, 'question', 0);
    await phone.until((state) => state.phase === 'question' && state.position === 1);
    await ines.replied(session.id, 1, ['A']);
    await presenter.until((state) => state.reponses === 1 && state.position === 1);
    await presenter.close();
    await phone.close();
  });

  it('moves a session once when two staff members press the same step at once', async () => {
    const session = await launched(people.manager);
    await stepped(people.manager, session.id, 'question', 0);
    await stepped(people.manager, session.id, 'correction', 1);
    const presses = await Promise.all(
      [people.manager, people.instructor, people.manager, people.instructor].map((staff) =>
        staff.call('POST', `/central/api/ecole/salles/${session.id}/etape`, {
          action: 'suivante',
          position: 1,
        }),
      ),
    );
    expect(presses.map((press) => press.statusCode)).toEqual([200, 200, 200, 200]);
    const view = readJson(
      await people.manager.call('GET', `/central/api/ecole/salles/${session.id}`),
      classroomStaffViewSchema,
    );
    expect(view).toMatchObject({ phase: 'question', position: 2 });
  });

  it('counts a room answering at once, and one place for a learner joining from two tabs', async () => {
    const session = await launched(people.instructor);
    const room = await Promise.all(
      Array.from({ length: 12 }, async (_, n) =>
        classroomLearner(
          context.app,
          (await net.learner(`Élève${n}`, `Salle${n}`, net.schoolA)).email,
        ),
      ),
    );
    const first = room[0];
    if (!first) throw new Error('no learner');
    await Promise.all([first.join(session.code ?? ''), first.join(session.code ?? '')]);
    await Promise.all(room.slice(1).map((learner) => learner.join(session.code ?? '')));
    await stepped(people.instructor, session.id, 'question', 0);
    const replies = await Promise.all(
      room.map((learner, n) => learner.replied(session.id, 1, [n % 3 === 0 ? 'B' : 'A'])),
    );
    expect(replies.every((reply) => reply.reponse.length === 1)).toBe(true);
    const view = await stepped(people.instructor, session.id, 'correction', 1);
    expect(view).toMatchObject({ participants: 12, reponses: 12 });
    expect(view.correction?.repartition).toEqual([
      { lettre: 'A', nombre: 8 },
      { lettre: 'B', nombre: 4 },
    ]);
  });

  it('counts each series once when two screens end the session at once', async () => {
    const session = await launched(people.instructor);
    const room = await Promise.all(
      ['Un', 'Deux', 'Trois'].map(async (name) =>
        classroomLearner(context.app, (await net.learner(name, 'Fin', net.schoolA)).email),
      ),
    );
    await Promise.all(room.map((learner) => learner.join(session.code ?? '')));
    await stepped(people.instructor, session.id, 'question', 0);
    await room[0]?.replied(session.id, 1, ['A']);
    // Two staff members end it, and a screen reads it, at the same moment: each settles.
    const at = `/central/api/ecole/salles/${session.id}`;
    const presses = await Promise.all([
      people.manager.call('POST', `${at}/etape`, { action: 'terminer', position: 1 }),
      people.instructor.call('POST', `${at}/etape`, { action: 'terminer', position: 1 }),
      people.manager.call('GET', at),
    ]);
    expect(presses.map((press) => press.statusCode)).toEqual([200, 200, 200]);
    const series = await context.app.db
      .selectFrom('classroom_participants as p')
      .innerJoin('attempts as a', 'a.id', 'p.attempt_id')
      .select(['a.inscription_id', 'a.nb_answered', 'a.nb_questions', 'a.ended'])
      .where('p.session_id', '=', session.id)
      .execute();
    expect(series).toHaveLength(3);
    for (const attempt of series) {
      expect([Number(attempt.nb_answered), Number(attempt.ended)]).toEqual([
        Number(attempt.nb_questions),
        1,
      ]);
      // Every question counted once in the learner's results per theme.
      const themes = await context.app.db
        .selectFrom('learner_theme_stats')
        .select('answered')
        .where('inscription_id', '=', attempt.inscription_id)
        .execute();
      expect(themes.reduce((sum, theme) => sum + Number(theme.answered), 0)).toBe(
        Number(attempt.nb_questions),
      );
    }
  });

  it('takes no answer after the clock, as in the exam', async () => {
    const session = await launched(people.instructor, { rythme: 'chrono' });
    const { email } = await net.learner('Noé', 'Tard', net.schoolA);
    const noe = await classroomLearner(context.app, email);
    await noe.join(session.code ?? '');
    const view = await stepped(people.instructor, session.id, 'question', 0);
    expect(view.secondes).toBe(20);
    await context.app.db
      .updateTable('classroom_sessions')
      .set({ deadline_at: Date.now() - 10_000 })
      .where('id', '=', session.id)
      .execute();
    expect(await noe.replied(session.id, 1, ['A'])).toEqual({
      position: 1,
      reponse: [],
      hors_delai: true,
    });
  });
});
