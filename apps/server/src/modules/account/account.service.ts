import { brandNamed, type Theme } from '@prepacode/domain/brands';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeletionRequestWire,
} from '@prepacode/domain/contracts/account.contract';
import type { ReportBody } from '@prepacode/domain/contracts/report.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { incrementCounter, releaseCounters } from '../../plugins/rate-limit.repository.js';
import { findUserById, updatePasswordHash, type UserRow } from '../auth/accounts.repository.js';
import { recordAudit } from '../auth/audit.repository.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import {
  deleteSessionsOf,
  latestSessionTheme,
  type LiveSession,
} from '../auth/sessions.repository.js';
import { hashToken, newId, randomToken } from '../../lib/tokens.js';
import { deleteUnusedPasswordLinks } from '../central/password-link.repository.js';
import { passwordProblem } from '../central/password-rules.js';
import { emailChangedMail, emailChangeLinkMail } from '../mail/account-mail.js';
import { sendOrLog, type Mailer } from '../mail/mailer.js';
import {
  deleteEmailToken,
  deleteUnusedEmailTokens,
  emailTaken,
  findAnsweredQuestion,
  findDeletionRequest,
  findEmailToken,
  insertDeletionRequest,
  insertEmailToken,
  insertReport,
  setEmail,
  useEmailToken,
} from './account.repository.js';

export interface AccountContext {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  passwordCost: number;
  /** Where the e-mail link points (config PUBLIC_URL), never the request's Host. */
  publicUrl: string;
  ip: string;
}

export const EMAIL_LINK_VALID_HOURS = 24;
/** The page of the learner app that opens an e-mail change link. */
export const EMAIL_CONFIRM_PAGE = '/compte/confirmer-email';

// A wrong current password counts like a failed sign-in: 5 in 15 minutes, then a pause.
const WRONG_PASSWORD = { max: 5, windowMs: 15 * 60_000 };
// Links to new addresses and error reports, per learner and per hour: enough for real use.
const EMAIL_LINKS = { max: 5, windowMs: 60 * 60_000 };
const REPORTS = { max: 30, windowMs: 60 * 60_000 };

const tooMany = (message: string, resetAt: number, now: number) =>
  Object.assign(new AppError(429, 'trop_de_tentatives', message), {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((resetAt - now) / 1000))) },
  });

const minutesUntil = (resetAt: number, now: number) =>
  Math.max(1, Math.ceil((resetAt - now) / 60_000));

/** Counts one more use under `key`; refuses past `max` in the window. */
async function spend(
  db: Kysely<Database>,
  key: string,
  limit: { max: number; windowMs: number },
  message: (minutes: number) => string,
  now: number,
) {
  const { hits, resetAt } = await incrementCounter(db, key, limit.windowMs, now);
  if (hits > limit.max) throw tooMany(message(minutesUntil(resetAt, now)), resetAt, now);
}

const wrongPasswordKey = (userId: string) => `compte:mot-de-passe-faux:${userId}`;

/**
 * The account, once its current password is proven. Checked before anything else is looked
 * at, and throttled: a stolen session does not give the account away.
 */
async function provenAccount(
  context: AccountContext,
  userId: string,
  password: string,
  now: number,
): Promise<UserRow & { password_hash: string }> {
  const { db } = context;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, 'non_authentifie', 'Votre session a expiré.');
  const hash = user.password_hash;
  if (hash === null) {
    throw new AppError(
      409,
      'sans_mot_de_passe',
      'Votre compte n’a pas encore de mot de passe : choisissez-en un avec « Mot de passe oublié » sur la page de connexion.',
    );
  }
  // Counted before the password is checked, so a burst cannot outrun the limit (#21.2).
  const key = wrongPasswordKey(userId);
  const { hits, resetAt } = await incrementCounter(db, key, WRONG_PASSWORD.windowMs, now);
  if (hits > WRONG_PASSWORD.max) {
    throw tooMany(
      `Trop d’essais de mot de passe\u202f: réessayez dans ${minutesUntil(resetAt, now)} min.`,
      resetAt,
      now,
    );
  }
  let valid: boolean;
  try {
    valid = await verifyPassword(password, hash);
  } catch (error) {
    // Never checked (the server was busy, #21.3): not a failure.
    await releaseCounters(db, [key]);
    throw error;
  }
  if (!valid) {
    throw new AppError(400, 'mot_de_passe_incorrect', 'Votre mot de passe actuel est incorrect.');
  }
  // The right password is no failure either.
  await releaseCounters(db, [key]);
  return { ...user, password_hash: hash };
}

/** POST /api/compte/mot-de-passe: the new password; every other session of the learner ends. */
export async function changePassword(
  context: AccountContext,
  session: LiveSession,
  body: ChangePasswordBody,
  now = Date.now(),
): Promise<void> {
  const user = await provenAccount(context, session.user_id, body.actuel, now);
  const problem = passwordProblem(body.nouveau, user.email);
  if (problem) throw new AppError(400, 'mot_de_passe_refuse', problem);
  if (body.nouveau === body.actuel) {
    throw new AppError(
      400,
      'mot_de_passe_identique',
      'Choisissez un mot de passe différent de l’actuel.',
    );
  }
  const hash = await hashPassword(body.nouveau, context.passwordCost);
  await context.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, hash);
    await deleteSessionsOf(trx, user.id, session.id);
    // A forgotten-password link still in a mailbox would undo the change.
    await deleteUnusedPasswordLinks(trx, user.id);
    await recordAudit(
      trx,
      { actorId: user.id, action: 'mot_de_passe_change', subjectId: user.id, ip: context.ip },
      now,
    );
  });
}

export const emailTakenError = () =>
  new AppError(
    409,
    'email_deja_utilise',
    'Cette adresse e‑mail est déjà utilisée par un autre compte : choisissez-en une autre.',
  );

/**
 * POST /api/compte/email: a single-use link to the new address, valid 24 hours. The address
 * changes only when the link is opened (confirmEmailChange).
 */
export async function requestEmailChange(
  context: AccountContext,
  session: LiveSession,
  body: ChangeEmailBody,
  now = Date.now(),
): Promise<void> {
  const { db } = context;
  const user = await provenAccount(context, session.user_id, body.mot_de_passe, now);
  if (body.email === user.email) {
    throw new AppError(400, 'email_identique', 'C’est déjà l’adresse e‑mail de votre compte.');
  }
  if (await emailTaken(db, body.email)) throw emailTakenError();
  await spend(
    db,
    `compte:lien-email:${user.id}`,
    EMAIL_LINKS,
    (minutes) => `Vous avez demandé plusieurs liens\u202f: réessayez dans ${minutes} min.`,
    now,
  );
  await sendEmailChangeLink(context, user, body.email, brandNamed(session.theme), now);
}

/**
 * The link that confirms a new address, mailed to it: the address changes only when it is
 * opened (confirmEmailChange). The learner's own request and their school's (issue #41,
 * point 6) send it alike; a link that cannot leave is not kept.
 */
export async function sendEmailChangeLink(
  context: Pick<AccountContext, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  user: { id: string; first_name: string },
  email: string,
  brand: Theme,
  now = Date.now(),
): Promise<void> {
  const { db } = context;
  const token = randomToken();
  const tokenHash = hashToken(token);
  await insertEmailToken(
    db,
    {
      token_hash: tokenHash,
      user_id: user.id,
      new_email: email,
      expires_at: now + EMAIL_LINK_VALID_HOURS * 3_600_000,
    },
    now,
  );
  const link = `${context.publicUrl}${EMAIL_CONFIRM_PAGE}?${new URLSearchParams({ jeton: token }).toString()}`;
  try {
    await context.mailer.send(
      emailChangeLinkMail(
        brand,
        { email, firstName: user.first_name },
        link,
        EMAIL_LINK_VALID_HOURS,
      ),
    );
  } catch (error) {
    context.log.error({ err: error }, 'email change link not sent');
    await deleteEmailToken(db, tokenHash);
    throw new AppError(
      503,
      'envoi_impossible',
      'Le lien n’a pas pu être envoyé pour le moment. Réessayez dans quelques minutes.',
    );
  }
}

const linkExpired = () =>
  new AppError(
    400,
    'lien_invalide',
    'Ce lien n’est plus valable : demandez un nouveau changement d’adresse depuis votre compte.',
  );

/**
 * POST /api/compte/email/confirmation: the link's token, with or without a session. Of two
 * uses of one link, even at once, one changes the address; the other is refused.
 */
export async function confirmEmailChange(
  context: AccountContext,
  token: string,
  now = Date.now(),
): Promise<string> {
  const { db } = context;
  const tokenHash = hashToken(token);
  const row = await findEmailToken(db, tokenHash);
  if (!row || row.used_at !== null || Number(row.expires_at) <= now) throw linkExpired();
  const user = await findUserById(db, row.user_id);
  if (!user) throw linkExpired();
  try {
    await db.transaction().execute(async (trx) => {
      if ((await useEmailToken(trx, tokenHash, now)) !== 1) throw linkExpired();
      if (await emailTaken(trx, row.new_email)) throw emailTakenError();
      await setEmail(trx, user.id, row.new_email);
      await deleteUnusedEmailTokens(trx, user.id);
      await recordAudit(
        trx,
        {
          actorId: user.id,
          action: 'email_change',
          subjectId: user.id,
          ip: context.ip,
          details: { ancien: user.email, nouveau: row.new_email },
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Another account took the address between the check and the write: the unique index said no.
    if (await emailTaken(db, row.new_email)) throw emailTakenError();
    throw error;
  }
  await sendOrLog(
    context.mailer,
    emailChangedMail(
      brandNamed(await themeOf(db, user.id)),
      { email: user.email, firstName: user.first_name },
      row.new_email,
    ),
    context.log,
    'email changed notice',
  );
  return row.new_email;
}

/** The brand of the learner's latest session, for the notice's look; the default otherwise. */
async function themeOf(db: Kysely<Database>, userId: string): Promise<string> {
  return (await latestSessionTheme(db, userId)) ?? 'prepacode';
}

export const toDeletionWire = (row: {
  reason: string | null;
  created_at: number;
}): DeletionRequestWire => ({
  date_demande: new Date(Number(row.created_at)).toISOString(),
  motif: row.reason,
});

const frenchDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** POST /api/compte/suppression: one request per learner, whatever arrives at once. */
export async function requestDeletion(
  context: AccountContext,
  session: LiveSession,
  reason: string | undefined,
  now = Date.now(),
): Promise<DeletionRequestWire> {
  const { db } = context;
  const already = (row: { created_at: number }) =>
    new AppError(
      409,
      'suppression_deja_demandee',
      `Votre demande de suppression est déjà enregistrée depuis le ${frenchDay.format(Number(row.created_at))}.`,
    );
  const existing = await findDeletionRequest(db, session.user_id);
  if (existing) throw already(existing);
  const row = { user_id: session.user_id, reason: reason ? reason : null, created_at: now };
  try {
    await insertDeletionRequest(db, row);
  } catch (error) {
    // Two requests at once: the primary key on user_id refused the second.
    const winner = await findDeletionRequest(db, session.user_id);
    if (winner) throw already(winner);
    throw error;
  }
  await recordAudit(db, {
    actorId: session.user_id,
    action: 'suppression_demandee',
    subjectId: session.user_id,
    ip: context.ip,
  });
  return toDeletionWire(row);
}

/** POST /api/compte/signalements: stored with the question's id and the version shown. */
export async function reportQuestion(
  context: AccountContext,
  session: LiveSession,
  body: ReportBody,
  now = Date.now(),
): Promise<void> {
  const { db } = context;
  const question = await findAnsweredQuestion(
    db,
    session.user_id,
    Number(body.serie),
    body.identifiant,
  );
  if (!question) {
    throw new AppError(
      404,
      'question_introuvable',
      'Cette question ne fait pas partie de vos questions corrigées.',
    );
  }
  await spend(
    db,
    `compte:signalements:${session.user_id}`,
    REPORTS,
    (minutes) => `Vous avez envoyé beaucoup de signalements\u202f: réessayez dans ${minutes} min.`,
    now,
  );
  await insertReport(db, {
    id: newId(),
    user_id: session.user_id,
    attempt_id: Number(question.attempt_id),
    question_id: question.question_id,
    version: Number(question.version),
    reason: body.motif,
    comment: body.commentaire,
    created_at: now,
  });
}
