import type { StaffRole } from '@prepacode/domain/staff-roles';
import type { App } from '../../src/app.js';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { newId, newNumericId } from '../../src/lib/tokens.js';
import { postCentralLogin } from './sign-on.js';
import { XSRF } from './test-app.js';

/**
 * A network of two schools of its own for one test file (issue #19: tests own their data): its
 * staff and learners sign in with the demo password, and nothing another test does reaches them.
 */
export async function freshNetwork(app: App, label: string) {
  const { db } = app;
  const suffix = newId()
    .slice(0, 6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  const networkId = `${label}-reseau-${suffix}`;
  const schoolA = `${label}-a-${suffix}`;
  const schoolB = `${label}-b-${suffix}`;
  const now = Date.now();
  await db
    .insertInto('networks')
    .values({ id: networkId, name: `Réseau ${label}`, created_at: now })
    .execute();
  await db
    .insertInto('structures')
    .values([
      {
        id: schoolA,
        name: `École A ${label}`,
        email: null,
        network_id: networkId,
        created_at: now,
      },
      {
        id: schoolB,
        name: `École B ${label}`,
        email: null,
        network_id: networkId,
        created_at: now,
      },
    ])
    .execute();
  const groupA = `${schoolA}-mardi`;
  const groupB = `${schoolB}-jeudi`;
  await db
    .insertInto('groups')
    .values([
      { id: groupA, structure_id: schoolA, name: 'Code du mardi soir' },
      { id: groupB, structure_id: schoolB, name: 'Code du jeudi' },
    ])
    .execute();
  const { password_hash: hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'eleve@demo.test')
    .executeTakeFirstOrThrow();

  const account = async (
    first: string,
    last: string,
    values: { staff_role?: StaffRole; structure_id?: string | null; group_id?: string | null },
  ) => {
    const id = newId();
    const email = `${first}.${last}-${suffix}@demo.test`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    await db
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: hash,
        role: values.staff_role ? 'staff' : 'learner',
        staff_role: values.staff_role ?? null,
        first_name: first,
        last_name: last,
        photo_url: null,
        structure_id: values.structure_id ?? null,
        network_id: values.staff_role === 'operateur' ? networkId : null,
        group_id: values.group_id ?? null,
        created_at: now,
      })
      .execute();
    return { id, email };
  };

  /** A staff member of a school (or the network's operator), signed in on the central site. */
  const staff = async (role: StaffRole, school: string | null, first: string, last: string) => {
    const { id, email } = await account(first, last, { staff_role: role, structure_id: school });
    const login = await postCentralLogin(app, { username: email });
    const cookie = login.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        cookies: { prepacode_central: cookie, ...XSRF.cookies },
        headers: XSRF.headers,
        ...(payload ? { payload } : {}),
      });
    return { id, email, call, cookie };
  };

  /** A learner with one inscription; `endsInDays` sets the last day of access. */
  const learner = async (
    first: string,
    last: string,
    school: string,
    { licence = 'b', endsInDays = 365, group = null as string | null, credits = 10 } = {},
  ) => {
    const { id, email } = await account(first, last, { structure_id: school, group_id: group });
    const inscription = newNumericId();
    await db
      .insertInto('inscriptions')
      .values({
        id: inscription,
        user_id: id,
        licence_code: licence,
        expiration_date: dayInFranceAfter(endsInDays, now),
        total_credits: credits,
        remaining_credits: credits,
        status: 'ouvert',
        created_at: now,
      })
      .execute();
    return { id, email, inscription };
  };

  /**
   * The staff every refusal matrix needs: school A's manager and instructor, school B's manager
   * and the network's operator.
   */
  const team = async () => ({
    manager: await staff('gestionnaire', schoolA, 'Sophie', 'Garnier'),
    instructor: await staff('moniteur', schoolA, 'Marc', 'Lefèvre'),
    otherManager: await staff('gestionnaire', schoolB, 'Paul', 'Mercier'),
    operator: await staff('operateur', null, 'Claire', 'Dumont'),
  });

  return { networkId, schoolA, schoolB, groupA, groupB, staff, learner, team };
}
