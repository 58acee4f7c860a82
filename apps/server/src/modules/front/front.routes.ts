import { withShownAddress } from '../school/enrolment/enrolment.repository.js';
import {
  structureParamsSchema,
  structureResponseSchema,
  themesResponseSchema,
  utilisateurResponseSchema,
} from '@prepacode/domain/contracts/front.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import { requireSession, sessionExpired, sessionOf } from '../auth/session.plugin.js';
import { themesForLicence } from '../content/content.repository.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { applicationsOf, findUserById, inscriptionsOf } from '../auth/accounts.repository.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import { toApplicationWire, toInscriptionWire } from '../auth/login.service.js';
import {
  findInscriptionLicence,
  findStructure,
  kopiloteEntriesOf,
  messagesFor,
} from './front.repository.js';

/** The learner's own profile and school (spec §7 `front` calls); nobody sees another's. */
export async function frontRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/front/utilisateur',
    { schema: { response: { 200: utilisateurResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      const user = await findUserById(app.db, session.user_id);
      if (!user) throw sessionExpired();
      // A held account (ADR 0030), opened read-only by its school, shows the address it typed.
      const [shown = user] = await withShownAddress(app.db, [user]);
      const now = Date.now();
      const today = dayInFrance(now);
      const [inscriptions, applications, messages, kopilote] = await Promise.all([
        inscriptionsOf(app.db, user.id),
        applicationsOf(app.db, user.id),
        messagesFor(app.db, user.id, user.structure_id, now, user.group_id),
        kopiloteEntriesOf(app.db, user.id),
      ]);
      const selected = inscriptions.find((row) => row.id === session.inscription_id);
      return {
        inscription: selected ? toInscriptionWire(selected, today) : null,
        inscriptions: inscriptions.map((row) => toInscriptionWire(row, today)),
        messages: messages.map((row) => ({
          id: row.id,
          type: row.type,
          contenu: row.content,
          date_debut: new Date(row.starts_at).toISOString(),
          date_fin: new Date(row.ends_at).toISOString(),
        })),
        eleve: {
          prenom: user.first_name,
          nom: user.last_name,
          email: shown.email,
          id_profile: user.id,
          photo_url: user.photo_url,
          groupement_id: user.group_id,
          structure_id: user.structure_id,
        },
        applications_externes: applications.map(toApplicationWire),
        application_kopilote: kopilote.map((row) => ({
          statut: row.status,
          permis: row.licence_code,
        })),
      };
    },
  );

  api.get(
    '/api/front/structure/:id',
    { schema: { params: structureParamsSchema, response: { 200: structureResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      const user = await findUserById(app.db, session.user_id);
      // Another school's id answers like an unknown one: nothing to learn by trying.
      const structure =
        user?.structure_id === request.params.id
          ? await findStructure(app.db, request.params.id)
          : undefined;
      if (!structure) throw new AppError(404, 'structure_introuvable', 'École introuvable.');
      return { id: structure.id, nom: structure.name };
    },
  );

  api.get(
    '/api/front/themes',
    { schema: { response: { 200: themesResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      if (session.inscription_id === null) return [];
      const inscription = await findInscriptionLicence(
        app.db,
        session.inscription_id,
        session.user_id,
      );
      if (!inscription) return [];
      const themes = await themesForLicence(app.db, inscription.licence_code);
      return themes.map((theme) => ({
        identifiant: theme.letter,
        couleur: theme.color,
        libelle: theme.label,
        ...(theme.short_label ? { libelle_court: theme.short_label } : {}),
      }));
    },
  );
}
