import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { useExamRequests } from '../../../test/helpers/exam-request-fixture.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { sendExamReminders } from './exam-reminders.service.js';

// Issue #41, point 1: the learner's reminder of a booked exam, from two days before its day,
// once, whichever node sweeps; released when its mail fails.

const DAY = 86_400_000;

describe.each(testEngines())('the exam reminder on %s', (engine) => {
  const { context, people, examRequest, decide, booking, row } = useExamRequests(
    engine,
    'reminders',
  );
  const sent: Mail[] = [];
  const mailer: Mailer = {
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
  };
  const failing: Mailer = { send: () => Promise.reject(new Error('SMTP en panne')) };
  const logOf = () => context.app.log;

  it('goes once, from two days before, to the learner only, and again after a move', async () => {
    const id = await examRequest(people().wendy);
    await decide('operator', id, {
      decision: 'confirmer',
      ...booking(5, '09:00', 'Dekra — Bron'),
    });
    const now = Date.now();
    sent.length = 0;
    await sendExamReminders(context.app.db, mailer, logOf(), now);
    expect(sent.filter((mail) => mail.to === people().wendy.email)).toHaveLength(0);
    // Three days later the exam is two days away.
    await sendExamReminders(context.app.db, mailer, logOf(), now + 3 * DAY);
    const reminders = sent.filter((mail) => mail.to === people().wendy.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toContain('rappel de votre examen du code');
    expect(reminders[0]?.text).toMatch(/à 9\u00a0h, Dekra — Bron\./);
    await sendExamReminders(context.app.db, mailer, logOf(), now + 3 * DAY + 60_000);
    expect(sent.filter((mail) => mail.to === people().wendy.email)).toHaveLength(1);
    // Moved further: reminded again before the new day.
    await decide('operator', id, {
      decision: 'deplacer',
      ...booking(30, '09:00', 'Dekra — Bron'),
    });
    await sendExamReminders(context.app.db, mailer, logOf(), now + 28 * DAY);
    expect(sent.filter((mail) => mail.to === people().wendy.email)).toHaveLength(2);
  });

  it('is not sent for a booking made within the two days: its confirmation is one', async () => {
    const id = await examRequest(people().wendy);
    await decide('operator', id, { decision: 'confirmer', ...booking(1) });
    expect((await row(id)).reminded_at).not.toBeNull();
    sent.length = 0;
    await sendExamReminders(context.app.db, mailer, logOf());
    expect(sent.filter((mail) => mail.to === people().wendy.email)).toHaveLength(0);
  });

  it('is released when its mail fails, and sent by the next sweep', async () => {
    const id = await examRequest(people().wendy);
    await decide('operator', id, { decision: 'confirmer', ...booking(4) });
    const at = Date.now() + 2 * DAY;
    await sendExamReminders(context.app.db, failing, logOf(), at);
    expect((await row(id)).reminded_at).toBeNull();
    sent.length = 0;
    await sendExamReminders(context.app.db, mailer, logOf(), at + 60_000);
    expect(sent.filter((mail) => mail.to === people().wendy.email)).toHaveLength(1);
  });

  // SQLite's synchronous driver hides races: on PostgreSQL two nodes' sweeps run at once.
  it('goes once when two nodes sweep at once', async () => {
    const id = await examRequest(people().wendy);
    await decide('operator', id, { decision: 'confirmer', ...booking(6) });
    sent.length = 0;
    const at = Date.now() + 4 * DAY;
    await Promise.all([
      sendExamReminders(context.app.db, mailer, logOf(), at),
      sendExamReminders(context.app.db, mailer, logOf(), at),
    ]);
    expect(sent.filter((mail) => mail.to === people().wendy.email)).toHaveLength(1);
  });
});
