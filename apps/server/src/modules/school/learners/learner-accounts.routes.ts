import { brandNamed } from '@prepacode/domain/brands';
import {
  identityBodySchema,
  MAX_IMPORT_ROWS,
  importAnswerSchema,
  importBodySchema,
  learnerCreateBodySchema,
  learnerCreatedSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { IMPORT_COLUMNS } from '@prepacode/domain/import-columns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOM, spreadsheetCsv } from '../../../lib/spreadsheet.js';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { frenchDate } from '@prepacode/domain/calendar';
import type { Mailer } from '../../mail/mailer.js';
import { creditsOf } from '../credit-defaults/credit-defaults.repository.js';
import { createLearnerAccount } from './learner-accounts.service.js';
import {
  ImportFileError,
  planImport,
  storeImport,
  type ImportPlan,
  type PlannedRow,
} from './learners-import.service.js';
import {
  learnerParamsSchema,
  schoolAnswerSchema,
} from '@prepacode/domain/contracts/school.contract';
import { publicUrl, type Config } from '../../../config.js';
import { sendEmailChangeLink } from '../../account/account.service.js';
import {
  alreadyHere,
  changeHeldAddress,
  mailLearnerLink,
  standingOf,
} from '../enrolment/enrolment.service.js';
import { heldAddresses } from '../enrolment/enrolment.repository.js';
import { allow, auditStaff, groupOf, learnerOf, staffOf } from '../../staff/staff-access.js';
import { setLearnerName } from './learners.repository.js';
import { targetSchool } from '../target-school.js';

/** Days of access of the imported rows without a `jours` column, as the admin command. */
const IMPORT_DEFAULT_DAYS = 365;

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A manager's or operator's new learners (issue #19, point 3): one by one with « Nouvel élève »,
 * or a CSV file previewed row by row (`essai`) before it is imported. Each is audited.
 */
export async function learnerAccountsRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const brandOf = (request: FastifyRequest) => brandNamed(request.session?.theme);

  /**
   * A learner's new address: confirmed by a link to it, or, for an account held for its
   * owner's consent (ADR 0030), changed at once (nobody joined yet) with the mail it needs.
   */
  async function changeAddress(
    request: FastifyRequest,
    learner: { id: string; first_name: string; structure_id: string | null },
    email: string,
  ) {
    const brand = brandOf(request);
    if (!(await heldAddresses(app.db, [learner.id])).has(learner.id)) {
      await sendEmailChangeLink(
        { db: app.db, mailer, log: request.log, publicUrl: publicUrl(config) },
        learner,
        email,
        brand,
      );
      return;
    }
    const held = { id: learner.id, school: learner.structure_id ?? '' };
    const { released } = await changeHeldAddress(app.db, mailer, config, brand, held, email);
    if (released) {
      await mailLearnerLink(app.db, mailer, config, { ...learner, email }, brand).catch(
        (error: unknown) => request.log.error({ err: error }, 'password link not sent'),
      );
    }
  }

  api.post(
    '/eleves',
    {
      schema: { body: learnerCreateBodySchema, response: { 201: learnerCreatedSchema } },
      config: { rateLimit: { max: 120, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const body = request.body;
      const school = targetSchool(staff, body.ecole);
      if (body.groupe) {
        const group = await groupOf(request, staff, body.groupe);
        if (group.structure_id !== school) {
          throw new AppError(400, 'groupe_autre_ecole', 'Ce groupe n’est pas de l’école choisie.');
        }
      }
      const { userId, until, mailError } = await createLearnerAccount(
        app.db,
        mailer,
        config,
        brandOf(request),
        {
          email: body.email,
          firstName: body.prenom,
          lastName: body.nom,
          structureId: school,
          groupId: body.groupe ?? null,
          phone: body.telephone ?? null,
          licence: body.permis,
          days: body.jours,
          credits: body.credits,
        },
      );
      if (mailError) request.log.error({ reason: mailError }, 'welcome mail not sent');
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'eleve.cree',
        subjectId: userId,
        ip: request.ip,
        details: {
          ecole: school,
          permis: body.permis,
          jours: body.jours,
          credits: body.credits,
          groupe: body.groupe ?? null,
          mail_envoye: mailError === null,
        },
      });
      const who = `${body.prenom} ${body.nom}`;
      return reply.status(201).send({
        message: mailError
          ? `Compte créé pour ${who}, accès jusqu’au ${frenchDate(until)}, mais l’e‑mail de bienvenue n’a pas pu partir\u202f: envoyez-lui un lien de mot de passe depuis la liste.`
          : `Compte créé pour ${who}, accès jusqu’au ${frenchDate(until)}. Un e‑mail de bienvenue est parti à ${body.email} avec le lien pour accéder à son compte.`,
        eleve: userId,
        acces_jusquau: until,
      });
    },
  );

  const answerRow = (row: PlannedRow) => ({
    ligne: row.line,
    email: row.cells.email,
    prenom: row.cells.prenom,
    nom: row.cells.nom,
    permis: row.cells.permis,
    resultat: row.outcome,
    raison: row.problems.length > 0 ? sentence(row.problems.join('\u202f; ')) : null,
    acces: row.enrolment
      ? { jours: row.enrolment.days, credits: row.enrolment.credits ?? 0, groupe: row.groupName }
      : null,
  });

  // The file to fill in, with the headers the import reads, as a French spreadsheet opens it.
  api.get('/eleves/import/modele.csv', async (request, reply) => {
    allow(staffOf(request), 'gerer_eleves');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="modele-import-eleves.csv"')
      .send(
        BOM +
          spreadsheetCsv(
            IMPORT_COLUMNS.map((column) => column.header),
            [],
          ),
      );
  });

  api.post(
    '/eleves/import',
    {
      schema: { body: importBodySchema, response: { 200: importAnswerSchema } },
      // The file travels in base64: 1 MB becomes 1.4 MB.
      bodyLimit: 2 * 1024 * 1024,
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const body = request.body;
      const school = targetSchool(staff, body.ecole);
      let plan: ImportPlan;
      try {
        plan = await planImport(app.db, Buffer.from(body.fichier, 'base64'), {
          school,
          defaultDays: IMPORT_DEFAULT_DAYS,
          defaultCredits: await creditsOf(app.db, school),
          skipExisting: body.ignorer_existants,
          maxRows: MAX_IMPORT_ROWS,
        });
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        const details =
          error.details.length > 0 ? ` ${sentence(error.details.join('\u202f; '))}.` : '';
        throw new AppError(400, 'fichier_refuse', `${sentence(error.message)}${details}`);
      }
      const { rows, ignoredColumns } = plan;
      const count = (outcome: PlannedRow['outcome']) =>
        rows.filter((row) => row.outcome === outcome).length;
      const [toCreate, skipped, refused] = [count('cree'), count('ignore'), count('erreur')];
      const lines = rows.map(answerRow);
      if (body.essai) {
        return {
          lignes: lines,
          colonnes_ignorees: ignoredColumns,
          a_creer: toCreate,
          ignores: skipped,
          erreurs: refused,
          crees: 0,
          mails_non_envoyes: 0,
          message: `${plural(toCreate, 'élève')} à créer, ${plural(skipped, 'ligne')} ignorée${skipped > 1 ? 's' : ''}, ${plural(refused, 'ligne')} en erreur.`,
        };
      }
      if (toCreate === 0) {
        throw new AppError(400, 'rien_a_importer', 'Aucune ligne du fichier ne crée d’élève.');
      }
      const result = await storeImport(app.db, mailer, config, brandOf(request), rows);
      for (const learner of result.learners) {
        await recordAudit(app.db, {
          actorId: staff.id,
          action: 'eleve.importe',
          subjectId: learner.userId,
          ip: request.ip,
          details: { ecole: school, ligne: learner.line },
        });
      }
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'eleves.importes',
        subjectId: null,
        ip: request.ip,
        details: {
          ecole: school,
          crees: result.imported,
          ignores: skipped,
          erreurs: refused,
          lignes_creees: rows.filter((row) => row.outcome === 'cree').map((row) => row.line),
          mails_non_envoyes: result.mailFailures.length,
        },
      });
      const unsent = result.mailFailures.length;
      return {
        lignes: lines,
        colonnes_ignorees: ignoredColumns,
        a_creer: toCreate,
        ignores: skipped,
        erreurs: refused,
        crees: result.imported,
        mails_non_envoyes: unsent,
        message: `${plural(result.imported, 'élève')} importé${result.imported > 1 ? 's' : ''}${unsent > 0 ? ` (${plural(unsent, 'e‑mail')} de bienvenue non envoyé${unsent > 1 ? 's' : ''}\u202f: envoyez un lien de mot de passe depuis la liste)` : ', chacun a reçu son e‑mail de bienvenue'}.`,
      };
    },
  );

  api.put(
    '/eleves/:eleve/identite',
    {
      schema: {
        params: learnerParamsSchema,
        body: identityBodySchema,
        response: { 200: schoolAnswerSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      const { prenom, nom, email } = request.body;
      const newAddress = email !== learner.email;
      const school = learner.structure_id ?? '';
      // Another learner of the school is seen in its list; any other account's address is not
      // told (ADR 0030): its owner reads the refusal on the confirmation page, if they open it.
      if (newAddress && (await standingOf(app.db, school, email)).kind === 'here') {
        throw alreadyHere(email);
      }
      const renamed = prenom !== learner.first_name || nom !== learner.last_name;
      if (renamed) await setLearnerName(app.db, learner.id, prenom, nom);
      if (newAddress) await changeAddress(request, { ...learner, first_name: prenom }, email);
      await auditStaff(request, 'eleve.identite', learner.id, {
        ...(renamed
          ? { avant: `${learner.first_name} ${learner.last_name}`, apres: `${prenom} ${nom}` }
          : {}),
        ...(newAddress ? { nouvelle_adresse: email } : {}),
      });
      const parts = [
        ...(renamed ? [`Nom enregistré\u202f: ${prenom} ${nom}`] : []),
        ...(newAddress
          ? [
              `un lien de confirmation est parti à ${email}\u202f: l’adresse changera quand l’élève l’ouvrira (24 heures)`,
            ]
          : []),
      ];
      return {
        message: parts.length > 0 ? `${sentence(parts.join('\u202f; '))}.` : 'Rien n’a changé.',
      };
    },
  );
}
