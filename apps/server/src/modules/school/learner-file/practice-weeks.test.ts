import { WEEKS_SHOWN } from '@prepacode/domain/contracts/learner-file.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newNumericId } from '../../../lib/tokens.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { mondayOf, startOfFrenchDay } from '@prepacode/domain/calendar';
import { practiceWeeks, weeksShown } from './practice-weeks.service.js';

const at = (iso: string) => Date.parse(iso);
// A Wednesday, French summer time: clocks went forward on Sunday 29 March 2026.
const NOW = at('2026-04-01T10:00:00Z');

describe('the weeks of a learner’s page', () => {
  it('starts weeks on Monday at midnight in Paris, across a clock change', () => {
    expect(mondayOf('2026-04-01')).toBe('2026-03-30');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(startOfFrenchDay('2026-03-30')).toBe(at('2026-03-29T22:00:00Z'));
    expect(startOfFrenchDay('2026-01-12')).toBe(at('2026-01-11T23:00:00Z'));
    const weeks = weeksShown(NOW);
    expect(weeks).toHaveLength(WEEKS_SHOWN);
    expect([weeks[0], weeks.at(-1)]).toEqual(['2026-01-12', '2026-03-30']);
  });
});

describe.each(testEngines())('time practised per week on %s', (engine) => {
  const context = useTestApp(engine);
  let learners: { id: string; inscription: number }[];

  /** An attempt started at `created` with answers at the given instants (null: unanswered). */
  async function attempt(
    who: { id: string; inscription: number },
    created: string,
    answers: (string | null)[],
  ) {
    const id = newNumericId();
    const times = answers.map((answer) => (answer === null ? null : at(answer)));
    await context.app.db
      .insertInto('attempts')
      .values({
        id,
        user_id: who.id,
        inscription_id: who.inscription,
        licence_code: 'b',
        bank_id: 'essai',
        // A slug of its own: the database holds one unfinished attempt per series (#21.1).
        slug: `essai-theme-l-${id}`,
        type: 'thematique',
        label: 'Circulation',
        series_position: 1,
        theme: 'L',
        parcours: 'entrainement',
        timed: 0,
        nb_questions: answers.length,
        nb_answered: times.filter((time) => time !== null).length,
        nb_correct: 0,
        ended: 0,
        created_at: at(created),
        updated_at: Math.max(at(created), ...times.map((time) => time ?? 0)),
        time_extension: null,
      })
      .execute();
    await context.app.db
      .insertInto('attempt_questions')
      .values(
        times.map((time, position) => ({
          attempt_id: id,
          position,
          question_id: `Q${position}`,
          version: 1,
          theme: 'L',
          lettering: 'AB',
          correct_letters: 'A',
          answer: time === null ? null : 'B',
          correct: time === null ? null : 0,
          answered_at: time,
          deadline_at: null,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    const net = await freshNetwork(context.app, 'semaines');
    learners = [
      await net.learner('Inès', 'Horaire', net.schoolA),
      await net.learner('Jules', 'Autre', net.schoolA),
    ];
    const [ines, jules] = learners as [(typeof learners)[0], (typeof learners)[0]];
    // Sunday 29 March, 23:50 in Paris, into Monday: each answer counts in its own French week.
    await attempt(ines, '2026-03-29T21:50:00Z', [
      '2026-03-29T21:51:00Z', // 1 min after the start, Sunday
      '2026-03-29T21:59:00Z', // 8 min later: counts 3, Sunday 23:59
      '2026-03-29T22:01:00Z', // Monday 00:01 in Paris (still Sunday in UTC): 2 min
      '2026-03-29T22:02:00Z', // 1 min
      null,
    ]);
    // Started before the first week shown: only the answer inside it counts, its gap measured
    // from the answer before it (Sunday 11 January, 23:59 in Paris, winter time).
    await attempt(ines, '2026-01-05T10:00:00Z', ['2026-01-11T22:59:00Z', '2026-01-11T23:01:00Z']);
    // Another learner's answers are theirs.
    await attempt(jules, '2026-03-31T08:00:00Z', ['2026-03-31T08:01:00Z']);
  });

  it('sums capped gaps between answers into Monday-started French weeks', async () => {
    const weeks = await practiceWeeks(context.app.db, learners[0]?.inscription ?? 0, NOW);
    const expected = new Map([
      ['2026-01-12', { minutes: 2, reponses: 1 }],
      ['2026-03-23', { minutes: 4, reponses: 2 }],
      ['2026-03-30', { minutes: 3, reponses: 2 }],
    ]);
    expect(weeks).toEqual(
      weeksShown(NOW).map((semaine) => ({
        semaine,
        ...(expected.get(semaine) ?? { minutes: 0, reponses: 0 }),
      })),
    );
  });
});
