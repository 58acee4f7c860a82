import {
  batchCodesSchema,
  batchQuerySchema,
  codeBatchesSchema,
  codeParamsSchema,
  codesGenerateBodySchema,
  codesGeneratedSchema,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { brandNamed } from '@prepacode/domain/brands';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appUrl, type Config } from '../../../config.js';
import { BOM } from '../../../lib/spreadsheet.js';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { addDays, dayInFrance, endOfFrenchDay, frenchDate } from '@prepacode/domain/calendar';
import {
  batchCodes,
  batchCsv,
  defaultBatchName,
  generateCodeBatch,
  listBatches,
  revokeCode,
} from './activation-codes.service.js';
import { batchExists, findCode } from './codes.repository.js';
import { allow, auditStaff, staffOf, type StaffMember } from '../../staff/staff-access.js';
import { targetSchool } from '../target-school.js';

/** The furthest last day a batch may have: five years ahead. */
const MAX_VALID_DAYS = 5 * 366;

const batchNotFound = () =>
  new AppError(404, 'lot_introuvable', 'Ce lot de codes n’existe pas dans vos écoles.');

/** The codes' first part: the school's first four letters or digits (« DEMO-… »). */
const prefixOf = (school: string) =>
  `${school.toUpperCase().replace(/[^A-Z0-9]/g, '')}XXXX`.slice(0, 4);

/**
 * Activation codes in batches (issue #19, point 3) for the manager and the operator: generate,
 * list with their use, export as a spreadsheet, revoke one not used. Each write is audited.
 */
export async function codesRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** A batch as the page shows it: with the address where its codes are typed. */
  const withAddress = <Batch extends { marque: string }>({ marque, ...batch }: Batch) => ({
    ...batch,
    adresse_activation: `${appUrl(config)}/home/${brandNamed(marque).name}/activation`,
  });

  const manager = async (request: FastifyRequest) => {
    const staff = staffOf(request);
    allow(staff, 'gerer_eleves');
    return staff;
  };
  /** A batch of one of the staff member's schools: 404 for anyone else's. */
  const batchOf = async (staff: StaffMember, query: { ecole: string; lot: string }) => {
    if (!staff.schoolIds.includes(query.ecole)) throw batchNotFound();
    const now = Date.now();
    const [batch] = (await listBatches(app.db, [query.ecole], now)).filter(
      (row) => row.lot === query.lot,
    );
    if (!batch) throw batchNotFound();
    return { batch, codes: await batchCodes(app.db, query.ecole, query.lot, now) };
  };
  api.get('/codes', { schema: { response: { 200: codeBatchesSchema } } }, async (request) => {
    const staff = await manager(request);
    return { lots: (await listBatches(app.db, staff.schoolIds, Date.now())).map(withAddress) };
  });

  api.post(
    '/codes',
    {
      schema: { body: codesGenerateBodySchema, response: { 201: codesGeneratedSchema } },
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      const staff = await manager(request);
      const body = request.body;
      const school = targetSchool(staff, body.ecole);
      const now = Date.now();
      const today = dayInFrance(now);
      if (body.expire_le < today || body.expire_le > addDays(today, MAX_VALID_DAYS)) {
        throw new AppError(
          400,
          'expiration_invalide',
          'Choisissez une date d’expiration entre aujourd’hui et dans 5 ans.',
        );
      }
      let batch = body.lot ?? defaultBatchName(now);
      if (await batchExists(app.db, school, batch)) {
        if (body.lot) {
          throw new AppError(
            409,
            'lot_existant',
            `Un lot s’appelle déjà « ${batch} »\u202f: choisissez un autre nom.`,
          );
        }
        let rank = 2;
        while (await batchExists(app.db, school, `${batch} (${rank})`)) rank += 1;
        batch = `${batch} (${rank})`;
      }
      const codes = await generateCodeBatch(
        app.db,
        {
          school,
          count: body.nombre,
          prefix: prefixOf(school),
          licence: body.permis,
          accessDays: body.jours_acces,
          credits: body.credits,
          expiresAt: endOfFrenchDay(body.expire_le),
          batch,
        },
        undefined,
        now,
      );
      await auditStaff(request, 'codes.generes', null, {
        ecole: school,
        lot: batch,
        nombre: codes.length,
        permis: body.permis,
        jours_acces: body.jours_acces,
        credits: body.credits,
        expire_le: body.expire_le,
      });
      return reply.status(201).send({
        message: `${codes.length} code${codes.length > 1 ? 's' : ''} créé${codes.length > 1 ? 's' : ''} dans le lot « ${batch} », à activer au plus tard le ${frenchDate(body.expire_le)}.`,
        ecole: school,
        lot: batch,
      });
    },
  );

  api.get(
    '/codes/lot',
    { schema: { querystring: batchQuerySchema, response: { 200: batchCodesSchema } } },
    async (request) => {
      const staff = await manager(request);
      const { batch, codes } = await batchOf(staff, request.query);
      return { ...withAddress(batch), codes };
    },
  );

  api.get(
    '/codes/lot.csv',
    { schema: { querystring: batchQuerySchema } },
    async (request, reply) => {
      const staff = await manager(request);
      const { batch, codes } = await batchOf(staff, request.query);
      await auditStaff(request, 'codes.exportes', null, { ecole: batch.ecole, lot: batch.lot });
      const name = `codes-${batch.lot
        .normalize('NFD')
        .replace(/[^\w-]+/g, '-')
        .replace(/-+/g, '-')}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(BOM + batchCsv(batch, codes));
    },
  );

  api.post(
    '/codes/:code/revocation',
    {
      schema: { params: codeParamsSchema, response: { 200: schoolAnswerSchema } },
      config: { rateLimit: { max: 300, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const staff = await manager(request);
      const code = await findCode(app.db, request.params.code);
      if (!code || !staff.schoolIds.includes(code.structure_id)) {
        throw new AppError(404, 'code_introuvable', 'Ce code n’existe pas dans vos écoles.');
      }
      await revokeCode(app.db, code.code);
      await auditStaff(request, 'code.revoque', null, {
        ecole: code.structure_id,
        lot: code.batch,
        code: code.code,
      });
      return { message: `Le code ${code.code} est révoqué\u202f: il ne peut plus être utilisé.` };
    },
  );
}
