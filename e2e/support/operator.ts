import type { BrandName } from '@prepacode/domain/brands';
import { randomBytes } from 'node:crypto';
import { anonymiseByEmail } from '../../apps/server/dist/admin/anonymise.js';
import { openApplication } from '../../apps/server/dist/admin/applications.js';
import { generateCodes } from '../../apps/server/dist/admin/codes.js';
import { openExamEntry } from '../../apps/server/dist/admin/exam-entries.js';
import { extendInscription } from '../../apps/server/dist/admin/inscriptions.js';
import { createLearner, findLearner } from '../../apps/server/dist/admin/learners.js';
import { postMessage, type MessageOptions } from '../../apps/server/dist/admin/messages.js';
import { createSchool, createStaff, removeStaff } from '../../apps/server/dist/admin/schools.js';
import { vagnonLink } from '../../apps/server/dist/admin/vagnon-link.js';
import { loadConfig } from '../../apps/server/dist/config.js';
import { createDatabase } from '../../apps/server/dist/db/dialect.js';
import { importBankFile } from '../../apps/server/dist/modules/content/exchange/import-bank.js';
import { readExchangeFile } from '../../apps/server/dist/modules/content/exchange/read-file.js';
import { createMailer, type Mail } from '../../apps/server/dist/modules/mail/mailer.js';
import { E2E_SERVER_ENV } from '../playwright.config';

// The operator's own services (apps/server/src/admin, what `npm run admin` runs), called in the
// test process on the server's database: typed, and a few milliseconds a call where the CLI
// would start Node, load the app and migrate each time. Never raw SQL (issue #23, point 4): each
// state a spec needs is one an operator can make, or a user through the API (api-user.ts).

/** A licence code as the admin command takes it (b, co, etm…). */
export type Licence = Parameters<typeof createLearner>[3]['licence'];

export interface LearnerOptions {
  licence: Licence;
  /** Mock-exam credits given with the inscription. */
  credits?: number;
  /** The last day of access (`inscription-extend --until`), a year from today otherwise. */
  until?: string;
  firstName?: string;
  lastName?: string;
  /** Unique per run; a generated one otherwise. */
  email?: string;
  school?: string;
}

export interface NewAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The single-use link to choose a password, as its mail carries it. */
  passwordLink: string;
}

/** A tag that no earlier run of the suite on this database has used. */
export const uniqueTag = () => randomBytes(4).toString('hex');

/** The passwords' link in a mail's text, as the person receiving it follows it. */
function linkIn(mail: Mail | undefined): string {
  const match = /https?:\/\/\S+\/central\/mot-de-passe\?\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no password link in the mail to ${mail?.to ?? 'nobody'}`);
  return match[0];
}

/**
 * Runs an operator's work again while SQLite says the database is busy. The server writes at
 * the same moment, and a transaction that read before writing is refused at once rather than
 * made to wait (SQLITE_BUSY_SNAPSHOT under WAL): an operator would run the command again. Each
 * piece of work is one transaction or none, so a refused try left nothing behind.
 */
async function whenFree<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const busy = typeof code === 'string' && code.startsWith('SQLITE_BUSY');
      if (!busy || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export type Operator = ReturnType<typeof openOperator>;

/** The admin services on the e2e database; `close` once the worker is done. */
export function openOperator() {
  const config = loadConfig(E2E_SERVER_ENV);
  const db = createDatabase(config.DATABASE_URL);
  const outbox = createMailer({ smtpUrl: undefined, outboxDir: config.OUTBOX_DIR, from: 'e2e' });
  // The mails still land in the server's outbox (specs read them there); the last one sent to
  // each address is kept to hand its link to the fixture without reading the folder.
  const lastMailTo = new Map<string, Mail>();
  const mailer = {
    outbox: outbox.outbox,
    async send(mail: Mail) {
      lastMailTo.set(mail.to, mail);
      await outbox.send(mail);
    },
  };

  return {
    /** The public key the app sends with a contact message (runtime configuration). */
    contactApiKey: config.CONTACT_API_KEYS.prepacode ?? '',

    /** A learner of a school (the demo one unless said), with an inscription and no history. */
    async createLearner(options: LearnerOptions): Promise<NewAccount & { licence: Licence }> {
      const account = {
        email: options.email ?? `e2e-${uniqueTag()}@demo.test`,
        firstName: options.firstName ?? 'Théo',
        lastName: options.lastName ?? 'Lambert',
      };
      const { userId, mailError } = await whenFree(() =>
        createLearner(db, mailer, config, {
          school: options.school ?? 'demo-auto-ecole',
          ...account,
          licence: options.licence,
          days: 365,
          credits: options.credits ?? 5,
        }),
      );
      if (mailError) throw new Error(mailError);
      const { until } = options;
      if (until) {
        await whenFree(() =>
          extendInscription(db, { learner: account.email, licence: options.licence, until }),
        );
      }
      return {
        ...account,
        id: userId,
        licence: options.licence,
        passwordLink: linkIn(lastMailTo.get(account.email)),
      };
    },

    /**
     * A school of its own, outside any network: nothing it holds shows in another's pages. Its
     * contact address receives its learners' messages, as the operator's form asks for one.
     */
    async createSchool(name: string, brand?: BrandName): Promise<string> {
      const id = `e2e-${uniqueTag()}`;
      await whenFree(() => createSchool(db, { id, name, email: `${id}@auto-ecole.test`, brand }));
      return id;
    },

    async createStaff(
      school: string,
      role: 'moniteur' | 'gestionnaire',
      firstName: string,
      lastName: string,
    ): Promise<Omit<NewAccount, 'id'>> {
      const email = `e2e-${role}-${uniqueTag()}@demo.test`;
      const sent = await whenFree(() =>
        createStaff(db, mailer, config, { school, role, email, firstName, lastName }),
      );
      if (sent.mailError) throw new Error(sent.mailError);
      return { email, firstName, lastName, passwordLink: sent.link };
    },

    /** The operator's `staff-remove`: the staff account a test made goes with the test. */
    removeStaff: (email: string) => whenFree(() => removeStaff(db, { email })),

    /** An activation code of the tyre-maker's school, unused. */
    async createCode(): Promise<string> {
      const [code] = await whenFree(() =>
        generateCodes(db, {
          school: 'demo-michelin',
          count: 1,
          prefix: 'TEST',
          accessDays: 180,
          validDays: 1,
          batch: 'e2e',
        }),
      );
      if (!code) throw new Error('no code generated');
      return code.code;
    },

    postMessage: (options: Omit<MessageOptions, 'type'> & { type?: MessageOptions['type'] }) =>
      whenFree(() => postMessage(db, { type: 'info', ...options })),

    /** A course application (`application-open`) of a licence's courses, at `/cours/<label>`. */
    openApplication: (
      learner: string,
      application: { label: string; title: string; licence: Licence; max?: boolean },
    ) => whenFree(() => openApplication(db, { learner, max: false, ...application })),

    /** The boat publisher's signed sign-up link (`vagnon-link`), for a new or existing address. */
    publisherLink: (email: string, licence: 'co' | 'ei' | 'ha' | 'crr') =>
      vagnonLink(config, {
        email,
        licence,
        firstName: 'Jeanne',
        lastName: 'Le Goff',
        birthDate: '1998-06-14',
        noNewsletter: true,
      }),

    openExamEntry: (learner: string, licence: 'b' | 'etm') =>
      whenFree(() => openExamEntry(db, { learner, licence })),

    /**
     * The school's « Supprimer les données de l’élève », the one end the product gives a learner
     * account; nothing when the test erased it already or changed its address.
     */
    async anonymise(email: string): Promise<void> {
      const found = await findLearner(db, email).catch(() => undefined);
      if (found) await whenFree(() => anonymiseByEmail(db, { learner: email, confirm: true }));
    },

    /**
     * `npm run content:import -- --from <file> --bank <bank> --licence <licence> --network
     * <network> --libelle "Banque <bank>"` (issue #46): a GIFT or Moodle XML file as a network's
     * bank, « à relire ».
     */
    async importBank(file: string, bank: string, licence: Licence, network: string) {
      const read = readExchangeFile(file);
      const report = await whenFree(() =>
        importBankFile(db, read.file, {
          bankId: bank,
          licence,
          network,
          label: `Banque ${bank}`,
          format: read.format,
        }),
      );
      if (report.ids.size === 0)
        throw new Error(`${file} not imported: ${report.problems.join('; ')}`);
      return report;
    },

    close: () => db.destroy(),
  };
}
