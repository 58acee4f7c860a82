import { brandNamed } from '@prepacode/domain/brands';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { REMINDER_DAYS_BEFORE } from '@prepacode/domain/exam-booking';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { examDecisionMail } from '../mail/exam-decision-mail.js';
import type { Mailer } from '../mail/mailer.js';
import { claimReminder, dueReminders, releaseReminder } from './exam.repository.js';

// The learner's reminder of their booked exam (issue #41, point 1), mailed from two days
// before its day. Every node sweeps (exam-reminders.plugin.ts): a reminder is claimed by a
// conditional write before it is sent, so two nodes never both send it; a mail that fails is
// released for the next sweep. A booking made within the two days is not reminded: its
// confirmation just went out (exam-decisions.service.ts marks it reminded).

/** Sends the reminders due at `now`; answers how many went out. */
export async function sendExamReminders(
  db: Kysely<Database>,
  mailer: Mailer,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<number> {
  const today = dayInFrance(now);
  let sent = 0;
  for (const row of await dueReminders(db, today, addDays(today, REMINDER_DAYS_BEFORE))) {
    if (!row.exam_day || !row.exam_time || !row.exam_centre) continue;
    if (!(await claimReminder(db, row.id, row.exam_day, now))) continue;
    const booking = { day: row.exam_day, time: row.exam_time, centre: row.exam_centre };
    try {
      await mailer.send(
        examDecisionMail(
          brandNamed(row.brand),
          { email: row.email, firstName: row.first_name },
          { kind: 'rappel', booking },
          now,
        ),
      );
      sent += 1;
    } catch (error) {
      log.error({ err: error }, 'exam reminder not sent');
      await releaseReminder(db, row.id, now);
    }
  }
  return sent;
}
