import type { Kysely } from 'kysely';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { hashPassword } from '../modules/auth/password.js';
import { newId, newNumericId } from '../lib/tokens.js';
import type { StaffRole } from '@prepacode/domain/staff-roles';
import type { Database } from '../db/database.js';

export const DEMO_PASSWORD = 'demo-prepacode';

/** The demo learner whose past series are played at first start (modules/series/demo-history). */
export const DEMO_HISTORY_LEARNER = 'eleve@demo.test';

/** The demo accounts of README, what each shows once signed in. */
export const DEMO_ACCOUNTS = [
  {
    email: 'eleve@demo.test',
    shows: 'une formation B ouverte pour un an, des séries déjà faites : tableau de bord',
  },
  {
    email: 'multi@demo.test',
    shows: 'formations B et côtier + une application : choix de la formation',
  },
  { email: 'cours@demo.test', shows: 'deux applications de cours seulement : espace cours' },
  {
    email: 'nouveau@demo.test',
    shows: 'nouvel élève B sans historique : page Bienvenue et série de bienvenue',
  },
  { email: 'bateau@demo.test', shows: 'une formation côtier ouverte : tableau de bord' },
  { email: 'moto@demo.test', shows: 'une formation ETM avec inscription à l’examen ouverte' },
  { email: 'moto-a2@demo.test', shows: 'permis A2 : examen blanc ETM de 40 questions, un échec' },
  {
    email: 'fluvial@demo.test',
    shows: 'permis eaux intérieures : examen blanc de 40 questions réussi',
  },
  { email: 'crr@demo.test', shows: 'CRR : examen de 20 questions en 45 minutes, en trois parties' },
  { email: 'hauturier@demo.test', shows: 'permis hauturier : séries et un examen blanc' },
  {
    email: 'depart@demo.test',
    shows: 'élève B qui a demandé la suppression de ses données : à traiter par l’école',
  },
  { email: 'gerant@demo.test', shows: 'gestionnaire de l’auto-école de démonstration' },
  { email: 'moniteur@demo.test', shows: 'moniteur de l’auto-école de démonstration' },
  {
    email: 'reseau@demo.test',
    shows: 'opérateur du réseau qui réunit l’auto-école de démonstration et une deuxième',
  },
  { email: 'autre-ecole@demo.test', shows: 'gestionnaire de la deuxième auto-école du réseau' },
] as const;

/** The tyre-maker brand's ten demo codes (README), each good for 180 days of B access. */
export const DEMO_ACTIVATION_CODES = Array.from(
  { length: 10 },
  (_, index) => `MICH-DEMO-${String(index + 1).padStart(4, '0')}`,
);

/** Loads the demo school and accounts into an empty database; does nothing otherwise. */
export async function seedDemoData(
  db: Kysely<Database>,
  passwordCost: number,
  now = Date.now(),
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // Every demo account has the same published password: one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  const inOneYear = dayInFranceAfter(365, now);

  await db.transaction().execute(async (trx) => {
    const structureId = 'demo-auto-ecole';
    const networkId = 'demo-reseau';
    const otherSchoolId = 'demo-auto-ecole-port';
    await trx
      .insertInto('networks')
      .values({ id: networkId, name: 'Réseau Conduite Ouest (démonstration)', created_at: now })
      .execute();
    await trx
      .insertInto('structures')
      .values([
        {
          id: structureId,
          name: 'Auto-école de la Gare (démonstration)',
          email: 'contact@demo.test',
          address: '12 avenue de la Gare, 44000 Nantes',
          phone: '02 40 00 00 01',
          brand: 'prepacode',
          network_id: networkId,
          created_at: now,
        },
        {
          id: otherSchoolId,
          name: 'Auto-école du Port (démonstration)',
          email: 'port@demo.test',
          address: '3 quai de la Fosse, 44000 Nantes',
          phone: '02 40 00 00 02',
          brand: 'orata',
          network_id: networkId,
          created_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('groups')
      .values({ id: 'demo-groupe-soir', structure_id: structureId, name: 'Cours du soir' })
      .execute();

    const user = async (
      email: string,
      firstName: string,
      lastName: string,
      {
        staffRole = null,
        school = structureId,
      }: { staffRole?: StaffRole | null; school?: string } = {},
    ) => {
      const id = newId();
      const operator = staffRole === 'operateur';
      await trx
        .insertInto('users')
        .values({
          id,
          email,
          password_hash: passwordHash,
          role: staffRole ? 'staff' : 'learner',
          staff_role: staffRole,
          first_name: firstName,
          last_name: lastName,
          photo_url: null,
          structure_id: operator ? null : school,
          network_id: operator ? networkId : null,
          group_id: staffRole || school !== structureId ? null : 'demo-groupe-soir',
          created_at: now,
        })
        .execute();
      return id;
    };
    const inscription = (userId: string, licence: string, credits: [number, number] = [0, 0]) =>
      trx
        .insertInto('inscriptions')
        .values({
          id: newNumericId(),
          user_id: userId,
          licence_code: licence,
          expiration_date: inOneYear,
          total_credits: credits[0],
          remaining_credits: credits[1],
          status: 'ouvert',
          created_at: now,
        })
        .execute();
    const application = (
      userId: string,
      label: string,
      title: string,
      color: string,
      isMax: boolean,
    ) =>
      trx
        .insertInto('applications')
        .values({
          id: newId(),
          user_id: userId,
          label,
          title,
          link: `/cours/${label}`,
          color,
          fullscreen: 1,
          is_max: isMax ? 1 : 0,
          licence_code: 'b',
          status: 'ouvert',
        })
        .execute();

    const eleve = await user('eleve@demo.test', 'Léa', 'Martin');
    // Six of these credits go to the mock exams of the demo history (series/demo-history.ts).
    await inscription(eleve, 'b', [20, 20]);
    const multi = await user('multi@demo.test', 'Hugo', 'Bernard');
    await inscription(multi, 'b', [20, 20]);
    await inscription(multi, 'co');
    await application(multi, 'cours-code', 'Cours du code de la route', '#0b5cad', false);
    const cours = await user('cours@demo.test', 'Chloé', 'Petit');
    await application(cours, 'cours-code-max', 'Cours commentés du code', '#6d28d9', true);
    await application(cours, 'fastcode', 'Cours par thème', '#0f766e', false);
    const nouveau = await user('nouveau@demo.test', 'Nathan', 'Robert');
    await inscription(nouveau, 'b', [20, 20]);
    const bateau = await user('bateau@demo.test', 'Manon', 'Richard');
    await inscription(bateau, 'co');
    // One learner per other licence, each with a little history (series/demo-history.ts).
    await inscription(await user('fluvial@demo.test', 'Jade', 'Morel'), 'ei');
    await inscription(await user('crr@demo.test', 'Louis', 'Fournier'), 'crr');
    await inscription(await user('hauturier@demo.test', 'Emma', 'Girard'), 'ha', [10, 10]);
    await inscription(await user('moto-a2@demo.test', 'Tom', 'Bonnet'), 'a2', [10, 10]);
    const moto = await user('moto@demo.test', 'Lucas', 'Durand');
    await inscription(moto, 'etm');
    await trx
      .insertInto('kopilote_entries')
      .values({
        id: newId(),
        user_id: moto,
        licence_code: 'etm',
        status: 'ouvert',
        created_at: now,
      })
      .execute();
    // A learner who asked « Mon compte » to delete her data: the school space shows the request
    // (« Suppression demandée ») for the manager to act on (issue #19, point 3; ADR 0017).
    const depart = await user('depart@demo.test', 'Inès', 'Garcia');
    await inscription(depart, 'b');
    await trx
      .insertInto('deletion_requests')
      .values({
        user_id: depart,
        reason: 'Je passerai le code dans une autre auto-école.',
        created_at: now - 2 * 86_400_000,
        handled_at: null,
        handled_by: null,
      })
      .execute();
    await user('gerant@demo.test', 'Sophie', 'Garnier', { staffRole: 'gestionnaire' });
    await user('moniteur@demo.test', 'Marc', 'Lefèvre', { staffRole: 'moniteur' });
    await user('reseau@demo.test', 'Claire', 'Dumont', { staffRole: 'operateur' });
    // The network's second school, with a manager and two learners of its own.
    await user('autre-ecole@demo.test', 'Paul', 'Mercier', {
      staffRole: 'gestionnaire',
      school: otherSchoolId,
    });
    const jade = await user('jade@demo.test', 'Jade', 'Moreau', { school: otherSchoolId });
    await inscription(jade, 'b', [10, 10]);
    const louis = await user('louis@demo.test', 'Louis', 'Fontaine', { school: otherSchoolId });
    await inscription(louis, 'co');

    // The school's inbox (issue #19, point 5): two messages and an exam request to act on,
    // sent days ago so that no learner's own contact limit counts them, from learners whose
    // own messages and requests the API tests do not count.
    const daysAgo = (days: number) => now - days * 86_400_000;
    await trx
      .insertInto('contact_messages')
      .values([
        {
          id: newId(),
          user_id: cours,
          structure_id: structureId,
          brand: 'prepacode',
          subject: 'lecons',
          message: 'Bonjour, puis-je décaler ma leçon de conduite de jeudi à samedi matin ?',
          phone: '06 12 34 56 78',
          ip: null,
          created_at: daysAgo(2),
        },
        {
          id: newId(),
          user_id: moto,
          structure_id: structureId,
          brand: 'prepacode',
          subject: 'code',
          message: 'Les séances de code en salle ont-elles lieu pendant les vacances ?',
          phone: null,
          ip: null,
          created_at: daysAgo(3),
        },
      ])
      .execute();
    const multiInscription = await trx
      .selectFrom('inscriptions')
      .select('id')
      .where('user_id', '=', multi)
      .where('licence_code', '=', 'b')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('exam_requests')
      .values({
        id: newId(),
        user_id: multi,
        inscription_id: Number(multiInscription.id),
        licence_code: 'b',
        neph: null,
        period: 'des_que_possible',
        centre: 'La Poste, Lyon 3e',
        phone: '06 12 34 56 78',
        comment: 'Plutôt le matin.',
        status: 'envoyee',
        school_notified: 1,
        created_at: daysAgo(1),
        updated_at: daysAgo(1),
      })
      .execute();

    // The partners' schools (issue #7): the activation codes' and the publisher's learners.
    await trx
      .insertInto('structures')
      .values([
        {
          id: 'demo-michelin',
          name: 'Michelin Code (démonstration)',
          email: 'code@michelin.demo.test',
          created_at: now,
        },
        {
          id: 'partenaire-vagnon',
          name: 'Éditions Vagnon (démonstration)',
          email: 'inscriptions@vagnon.demo.test',
          created_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('activation_codes')
      .values(
        DEMO_ACTIVATION_CODES.map((code) => ({
          code,
          structure_id: 'demo-michelin',
          licence_code: 'b',
          access_days: 180,
          batch: 'démonstration',
          expires_at: now + 2 * 365 * 86_400_000,
          created_at: now,
        })),
      )
      .execute();

    await trx
      .insertInto('messages')
      .values({
        id: newId(),
        structure_id: structureId,
        user_id: null,
        type: 'info',
        content:
          'Bienvenue sur Prépacode ! Les séances de code en salle ont lieu le mercredi à 18 h.',
        starts_at: now - 86_400_000,
        ends_at: now + 90 * 86_400_000,
      })
      .execute();
  });
  return true;
}
