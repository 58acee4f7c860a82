import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer.js';
import { sendExamReminders } from './exam-reminders.service.js';

/** How often a node looks for the reminders due: a reminder goes within this of its day. */
const EVERY_MS = 10 * 60_000;

/** Sweeps for the exam reminders due (exam-reminders.service.ts); every node may run it. */
export const examRemindersPlugin = fp(
  async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
    const timer = setInterval(() => {
      sendExamReminders(app.db, mailer, app.log).catch((error: unknown) =>
        app.log.warn({ err: error }, 'exam reminders failed'),
      );
    }, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
