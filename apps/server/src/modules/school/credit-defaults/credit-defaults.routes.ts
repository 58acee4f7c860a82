import {
  creditDefaultsAnswerSchema,
  creditDefaultsBodySchema,
  creditDefaultsQuerySchema,
  creditDefaultsSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { allow, staffOf } from '../../staff/staff-access.js';
import { schoolById } from '../network/schools.repository.js';
import { targetSchool } from '../target-school.js';
import { creditDefaultsOf, saveCreditDefaults } from './credit-defaults.repository.js';

/**
 * A school's mock-exam credits for its new learners, per licence (issue #41, point 5): read by
 * who makes learners or codes, set by the manager or the operator, each change audited.
 */
export async function creditDefaultsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const wire = async (school: string) => ({
    ecole: school,
    nom: (await schoolById(app.db, school)).name,
    credits: await creditDefaultsOf(app.db, school),
  });

  api.get(
    '/credits-par-defaut',
    { schema: { querystring: creditDefaultsQuerySchema, response: { 200: creditDefaultsSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      return wire(targetSchool(staff, request.query.ecole));
    },
  );

  api.put(
    '/credits-par-defaut',
    { schema: { body: creditDefaultsBodySchema, response: { 200: creditDefaultsAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const { ecole, credits } = request.body;
      const school = targetSchool(staff, ecole);
      const twice = credits.find(
        (entry, index) => credits.findIndex((other) => other.permis === entry.permis) !== index,
      );
      if (twice) {
        throw new AppError(
          400,
          'permis_en_double',
          `Le permis ${schoolLicenceName(twice.permis)} est donné deux fois.`,
        );
      }
      const before = await creditDefaultsOf(app.db, school);
      await saveCreditDefaults(app.db, school, credits);
      const changed = credits.filter(
        (entry) => before.find((old) => old.permis === entry.permis)?.credits !== entry.credits,
      );
      if (changed.length > 0) {
        await recordAudit(app.db, {
          actorId: staff.id,
          action: 'ecole.credits_par_defaut',
          subjectId: null,
          ip: request.ip,
          details: {
            ecole: school,
            avant: Object.fromEntries(
              changed.map((entry) => [
                entry.permis,
                before.find((old) => old.permis === entry.permis)?.credits ?? 0,
              ]),
            ),
            apres: Object.fromEntries(changed.map((entry) => [entry.permis, entry.credits])),
          },
        });
      }
      const answer = await wire(school);
      return {
        ...answer,
        message:
          changed.length > 0
            ? `Crédits par défaut enregistrés pour ${answer.nom}.`
            : 'Rien n’a changé.',
      };
    },
  );
}
