import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { examCentresSchema, inboxSchema } from '@prepacode/domain/contracts/inbox.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { useExamRequests } from '../../../../test/helpers/exam-request-fixture.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { toDemandeWire } from '../../exam/exam.service.js';

// Issue #41, point 1: an exam request is confirmed with its day, time and centre, or refused;
// the booking is moved or cancelled with a mail each time; a decision taken on a request that
// changed since the page showed it is refused. Results: exam-results.test.ts; the reminder:
// modules/exam/exam-reminders.test.ts.

describe.each(testEngines())('exam bookings on %s', (engine) => {
  const { context, mails, people, examRequest, decide, booking, row, listed, bookedToday } =
    useExamRequests(engine, 'bookings');

  it('confirms with the day, time and centre, and mails them to the learner', async () => {
    const id = await examRequest(people().zoe);
    const before = mails().length;
    const confirmed = await decide('instructor', id, {
      decision: 'confirmer',
      ...booking(12, '10:30', '  La Poste — Lyon 7 '),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(readJson(confirmed, schoolAnswerSchema).message).toBe(
      'Examen réservé\u202f: l’élève est prévenu par e‑mail.',
    );
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'confirmee',
      exam_day: dayInFranceAfter(12),
      exam_time: '10:30',
      exam_centre: 'La Poste — Lyon 7',
      reminded_at: null,
      decided_by: people().instructor.id,
    });
    expect(mails()).toHaveLength(before + 1);
    const mail = mails().at(-1) ?? '';
    expect(mail).toContain(`To: ${people().zoe.email}`);
    expect(mail).toMatch(
      /Examen le \p{L}+ \d{1,2}(er)? \p{L}+( \d{4})? à 10\u00a0h\u00a030, La Poste — Lyon 7\./u,
    );
    // The inbox, the learner's page and the learner's own wire show it.
    expect((await listed('manager', id)).examen_prevu).toEqual({
      date: dayInFranceAfter(12),
      heure: '10:30',
      centre: 'La Poste — Lyon 7',
    });
    expect(toDemandeWire(stored).examen_prevu).toEqual({
      date: dayInFranceAfter(12),
      heure: '10:30',
      centre: 'La Poste — Lyon 7',
    });
    // The school's recent centres offer it, once, to its staff only.
    const centres = readJson(
      await people().manager.call('GET', '/central/api/ecole/centres-examen'),
      examCentresSchema,
    );
    expect(centres.centres.filter((c) => c === 'La Poste — Lyon 7')).toHaveLength(1);
    const other = readJson(
      await people().otherManager.call('GET', '/central/api/ecole/centres-examen'),
      examCentresSchema,
    );
    expect(other.centres).not.toContain('La Poste — Lyon 7');
  });

  it.each([
    [{ decision: 'confirmer' }, 'Indiquez la date de l’examen.'],
    [{ decision: 'confirmer', ...booking(-1) }, 'La date de l’examen est déjà passée.'],
    [
      { decision: 'confirmer', ...booking(400) },
      'La date de l’examen tombe à plus d’un an\u202f: vérifiez l’année.',
    ],
    [
      { decision: 'confirmer', ...booking(3, '03:30') },
      'Indiquez l’heure de l’examen, entre 7\u00a0h et 20\u00a0h (par exemple 10:30).',
    ],
    [
      { decision: 'confirmer', ...booking(3, '10h30') },
      'Indiquez l’heure de l’examen (par exemple 10:30).',
    ],
    [
      { decision: 'confirmer', ...booking(3, '10:30', ' ') },
      'Indiquez le centre d’examen (2 caractères au moins).',
    ],
    [
      { decision: 'confirmer', ...booking(3), date_examen: '2027-02-30' },
      'Indiquez la date de l’examen (jj/mm/aaaa).',
    ],
  ])('refuses the booking %o in French and changes nothing', async (body, message) => {
    const id = await examRequest(people().zoe);
    const before = mails().length;
    const refused = await decide('manager', id, body);
    expect(refused.statusCode).toBe(400);
    expect(readError(refused).message).toBe(message);
    expect(await row(id)).toMatchObject({ status: 'envoyee', exam_day: null, decided_by: null });
    expect(mails()).toHaveLength(before);
  });

  it('moves a booking with a mail that names the old day, then cancels it with its reason', async () => {
    const id = await examRequest(people().zoe);
    await decide('manager', id, { decision: 'confirmer', ...booking(12) });
    await context.app.db
      .updateTable('exam_requests')
      .set({ reminded_at: 1 })
      .where('id', '=', id)
      .execute();
    const same = await decide('manager', id, { decision: 'deplacer', ...booking(12) });
    expect(same.statusCode).toBe(400);
    expect(readError(same).code).toBe('examen_inchange');
    const moved = await decide('instructor', id, {
      decision: 'deplacer',
      ...booking(19, '14:00', 'SGS — Villeurbanne'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'confirmee',
      exam_day: dayInFranceAfter(19),
      exam_time: '14:00',
      exam_centre: 'SGS — Villeurbanne',
      // The new day gets its own reminder.
      reminded_at: null,
    });
    expect(mails().at(-1)).toContain('a déplacé votre examen du code, prévu le');
    expect(mails().at(-1)).toMatch(/à 14\u00a0h, SGS — Villeurbanne/);
    const cancelled = await decide('manager', id, {
      decision: 'annuler',
      motif: 'Centre fermé ce jour-là',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'annulee_ecole',
      reason: 'Centre fermé ce jour-là',
    });
    expect(mails().at(-1)).toContain('a annulé votre examen du code du');
    expect(mails().at(-1)).toContain('Centre fermé ce jour-là');
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', people().zoe.id)
      .where('action', 'in', ['examen.deplacer', 'examen.annuler'])
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'examen.annuler',
      'examen.deplacer',
    ]);
    // Nothing more can be decided on a cancelled booking.
    const again = await decide('manager', id, { decision: 'deplacer', ...booking(25) });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a decision taken on a request that changed since the page showed it', async () => {
    const id = await examRequest(people().zoe);
    const shown = (await listed('manager', id)).date_statut;
    await decide('instructor', id, { decision: 'confirmer', ...booking(9) });
    const stale = await decide('manager', id, {
      decision: 'annuler',
      motif: 'Doublon',
      date_statut: shown,
    });
    expect(stale.statusCode).toBe(409);
    expect(readError(stale)).toMatchObject({
      code: 'modification_concurrente',
      message: 'Cette demande vient d’être traitée par quelqu’un d’autre\u202f: rechargez la page.',
    });
    expect((await row(id)).status).toBe('confirmee');
  });

  it('refuses a request with its reason, and no booking or result can follow', async () => {
    const id = await examRequest(people().zoe);
    const noReason = await decide('manager', id, { decision: 'refuser', motif: '' });
    expect(readError(noReason).message).toBe('Indiquez le motif du refus.');
    expect((await row(id)).status).toBe('envoyee');
    const refused = await decide('manager', id, {
      decision: 'refuser',
      motif: 'Dossier ANTS incomplet',
    });
    expect(refused.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'refusee', reason: 'Dossier ANTS incomplet' });
    expect(mails().at(-1)).toContain('Dossier ANTS incomplet');
    expect((await decide('manager', id, { decision: 'confirmer', ...booking(5) })).statusCode).toBe(
      409,
    );
    expect(
      (await decide('manager', id, { decision: 'resultat', resultat: 'favorable', note: 36 }))
        .statusCode,
    ).toBe(409);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it('lets exactly one of two staff deciding on a waiting request at once win', async () => {
    const id = await examRequest(people().zoe);
    const both = await Promise.all([
      decide('manager', id, { decision: 'confirmer', ...booking(8) }),
      decide('instructor', id, { decision: 'refuser', motif: 'Plus de place' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409);
    expect(['modification_concurrente', 'statut_incompatible']).toContain(
      loser && readError(loser).code,
    );
    expect((await row(id)).status).toBe(both[0].statusCode === 200 ? 'confirmee' : 'refusee');
  });

  // SQLite's synchronous driver hides races: on PostgreSQL these run truly at once.
  it.each([
    [
      { decision: 'deplacer', ...booking(20) },
      { decision: 'annuler', motif: 'Plus de place' },
    ],
    [
      { decision: 'deplacer', ...booking(20) },
      { decision: 'deplacer', ...booking(21) },
    ],
  ])('lets exactly one of two staff changing a booking at once win', async (first, second) => {
    const id = await examRequest(people().zoe);
    await decide('manager', id, { decision: 'confirmer', ...booking(10) });
    // Both staff act on the page as it showed the booking.
    const shown = { date_statut: (await listed('manager', id)).date_statut };
    const both = await Promise.all([
      decide('manager', id, { ...first, ...shown }),
      decide('instructor', id, { ...second, ...shown }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both[0].statusCode === 200 ? first : second;
    const stored = await row(id);
    if (winner.decision === 'annuler') expect(stored.status).toBe('annulee_ecole');
    else expect(stored.exam_day).toBe((winner as { date_examen: string }).date_examen);
  });

  it.each([
    ['instructor', 'wendy', 404],
    ['otherManager', 'zoe', 404],
    ['operator', 'wendy', 200],
  ] as const)('%s moving %s’s booking answers %i', async (who, whose, status) => {
    const id = await examRequest(people()[whose]);
    await decide('operator', id, { decision: 'confirmer', ...booking(10) });
    const moved = await decide(who, id, { decision: 'deplacer', ...booking(11) });
    expect(moved.statusCode).toBe(status);
    expect((await row(id)).exam_day).toBe(dayInFranceAfter(status === 200 ? 11 : 10));
  });

  it('lists what is still to handle (a decision, a result once the exam’s day has come) and what was just handled', async () => {
    const today = await bookedToday();
    const recorded = await bookedToday();
    const later = await examRequest(people().zoe);
    await decide('manager', later, { decision: 'confirmer', ...booking(10) });
    // Handled more than a quarter of an hour ago (what was just handled stays in view).
    const anHourAgo = Date.now() - 3_600_000;
    await context.app.db
      .updateTable('exam_requests')
      .set({ result: 'favorable', result_at: anHourAgo, updated_at: anHourAgo })
      .where('id', '=', recorded)
      .execute();
    const justDecided = await examRequest(people().zoe);
    await decide('manager', justDecided, { decision: 'confirmer', ...booking(12) });
    await context.app.db
      .updateTable('exam_requests')
      .set({ updated_at: anHourAgo })
      .where('id', 'in', [later, today])
      .execute();
    const waiting = await examRequest(people().zoe);
    const ids = async (query: string) =>
      readJson(
        await people().manager.call('GET', `/central/api/ecole/reception${query}`),
        inboxSchema,
      ).demandes.map((request) => request.id);
    const toHandle = await ids('?demandes=a_traiter');
    expect(toHandle).toEqual(expect.arrayContaining([waiting, today, justDecided]));
    expect(toHandle).not.toContain(later);
    expect(toHandle).not.toContain(recorded);
    expect(await ids('?demandes=toutes')).toEqual(
      expect.arrayContaining([waiting, today, later, recorded, justDecided]),
    );
    expect(await ids('')).toEqual(await ids('?demandes=toutes'));
    const wrong = await people().manager.call(
      'GET',
      '/central/api/ecole/reception?demandes=vieilles',
    );
    expect(readError(wrong).message).toBe(
      'Choisissez «\u202fa_traiter\u202f» ou «\u202ftoutes\u202f».',
    );
  });
});
