import type { Theme } from '@prepacode/domain/brands';
import { isLicenceCode, licenceLabel } from '@prepacode/domain/licences';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { appUrl, publicUrl, type Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createPasswordLink } from '../central/password-link.js';
import { isAllowedService } from '../central/services.js';
import { sendOrLog, type Mailer } from '../mail/mailer.js';
import { WELCOME_LINK_DAYS, accessAddedMail, welcomeMail } from '../mail/templates.js';
import { findStructure } from '../front/front.repository.js';

/**
 * Where sign-on sends the learner back: the app page that called, when it is one of ours,
 * otherwise the app's address (appUrl).
 */
export function serviceOf(config: Config, request?: FastifyRequest): string {
  const origin = request?.headers.origin;
  if (request && origin && isAllowedService(origin, request, config.APP_ORIGINS)) return origin;
  return appUrl(config);
}

/** The central sign-on page, for this brand, coming back to the app. */
export function signInUrl(config: Config, brand: Theme, request?: FastifyRequest): string {
  const params = new URLSearchParams({ service: serviceOf(config, request), from: brand.name });
  return `${publicUrl(config)}/central/login?${params.toString()}`;
}

/** « Code de la route (Auto) » for a licence code, the code itself for one we do not know. */
const licenceName = (code: string) => (isLicenceCode(code) ? licenceLabel(code) : code);

/**
 * Access was added to an existing account (a code, a partner link, the school): its owner is
 * told. The access is kept whatever the mail does; answers whether it left.
 */
export async function tellAccessAdded(
  mailer: Mailer,
  config: Config,
  request: FastifyRequest,
  added: {
    brand: Theme;
    user: { email: string; first_name: string };
    licence: string;
    until: string;
  },
): Promise<boolean> {
  return sendOrLog(
    mailer,
    accessAddedMail(
      added.brand,
      { email: added.user.email, firstName: added.user.first_name },
      { licenceName: licenceName(added.licence), until: added.until },
      signInUrl(config, added.brand, request),
    ),
    request.log,
    'access added mail',
  );
}

export interface Welcome {
  brand: Theme;
  learner: { id: string; email: string; firstName: string };
  structureId: string;
  licence: string;
  until: string;
}

/**
 * The welcome mail of a new account, with its link to choose a password (a week). The account
 * exists whatever happens here: when the mail cannot leave, the sentence for the page says how
 * to get another link instead of failing a sign-up that succeeded, and `failure` says why (the
 * admin command reports it).
 */
export async function welcomeLearner(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  request: FastifyRequest | undefined,
  welcome: Welcome,
): Promise<{ message: string; failure: string | null }> {
  const schoolName = (await findStructure(db, welcome.structureId))?.name;
  const link = await createPasswordLink(db, {
    userId: welcome.learner.id,
    brand: welcome.brand,
    service: serviceOf(config, request),
    validMinutes: WELCOME_LINK_DAYS * 24 * 60,
    publicUrl: publicUrl(config),
  });
  try {
    await mailer.send(
      welcomeMail(
        welcome.brand,
        welcome.learner,
        {
          licenceName: licenceName(welcome.licence),
          until: welcome.until,
          schoolName: schoolName ?? welcome.brand.appTitle,
        },
        link,
      ),
    );
  } catch (error) {
    request?.log.error({ err: error }, 'welcome mail not sent');
    return {
      message:
        'Votre compte est créé, mais l’e‑mail de bienvenue n’a pas pu partir. Demandez un lien avec « Mot de passe oublié » pour choisir votre mot de passe.',
      failure: error instanceof Error ? error.message : String(error),
    };
  }
  return {
    message: `Votre compte est créé. Un e‑mail vient de partir à ${welcome.learner.email} : ouvrez le lien qu’il contient pour choisir votre mot de passe, puis connectez-vous.`,
    failure: null,
  };
}

/** The end of a sign-up page's call: the welcome mail, then 201 with what the page shows. */
export async function replyWelcomed(
  reply: FastifyReply,
  { db, mailer, config }: { db: Kysely<Database>; mailer: Mailer; config: Config },
  welcome: Welcome,
) {
  const { message } = await welcomeLearner(db, mailer, config, reply.request, welcome);
  return reply.code(201).send({ message, email: welcome.learner.email });
}
