import { isBrandName } from '@prepacode/domain/brands';
import type { NetworkSchool, SchoolFields } from '@prepacode/domain/contracts/schools.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { findStructure } from '../../front/front.repository.js';
import {
  insertSchool,
  schoolById,
  schoolsOfNetwork,
  updateSchoolAt,
} from './schools.repository.js';

// A network's schools (issue #19, point 9): one implementation for the operator's page and the
// admin command (`school-create`).

export interface SchoolValues {
  name: string;
  address?: string | null;
  email?: string | null;
  phone?: string | null;
  brand?: string | null;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** The form's French fields as stored values (an empty field clears the value). */
export const valuesOf = (fields: SchoolFields): SchoolValues => ({
  name: fields.nom,
  address: blankToNull(fields.adresse),
  email: blankToNull(fields.email),
  phone: blankToNull(fields.telephone),
  brand: blankToNull(fields.marque),
});

type Row = Pick<Database['structures'], 'id' | 'name' | 'address' | 'email' | 'phone' | 'brand'> & {
  version: number;
};

export const schoolAnswer = (row: Row): NetworkSchool => ({
  id: row.id,
  nom: row.name,
  adresse: row.address,
  email: row.email,
  telephone: row.phone,
  marque: row.brand !== null && isBrandName(row.brand) ? row.brand : null,
  version: Number(row.version),
});

/** The schools of a network, by name. */
export async function networkSchools(db: Kysely<Database>, networkId: string) {
  const rows = await schoolsOfNetwork(db, networkId);
  return rows.map(schoolAnswer);
}

/** A readable id from the name (« Auto-école du Port » → auto-ecole-du-port), made unique. */
export async function freeSchoolId(db: Kysely<Database>, name: string): Promise<string> {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 32) || 'ecole';
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await findStructure(db, id))) return id;
  }
}

/** A new school, in a network or alone (the admin command may leave it out). */
export async function createSchool(
  db: Kysely<Database>,
  school: SchoolValues & { id: string; networkId?: string | null },
  now = Date.now(),
): Promise<NetworkSchool> {
  if (await findStructure(db, school.id))
    throw new AppError(409, 'ecole_existante', `L’école ${school.id} existe déjà.`);
  await insertSchool(db, {
    id: school.id,
    name: school.name,
    address: school.address ?? null,
    email: school.email ?? null,
    phone: school.phone ?? null,
    brand: school.brand ?? null,
    network_id: school.networkId ?? null,
    created_at: now,
  });
  return schoolAnswer(await schoolById(db, school.id));
}

/**
 * Saves an edit made on `version`: if someone saved the school since, nothing is written and
 * the operator is told to reload (409), so no edit silently overwrites another.
 */
export async function updateSchool(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: SchoolValues,
): Promise<NetworkSchool> {
  const saved = await updateSchoolAt(db, id, version, {
    name: values.name,
    address: values.address ?? null,
    email: values.email ?? null,
    phone: values.phone ?? null,
    brand: values.brand ?? null,
  });
  if (saved !== 1) {
    throw new AppError(
      409,
      'modification_concurrente',
      'Cette école vient d’être modifiée par quelqu’un d’autre\u202f: rechargez la page puis réessayez.',
    );
  }
  return schoolAnswer(await schoolById(db, id));
}
