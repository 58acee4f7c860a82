import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { Database } from '../../../db/database.js';
import { noProgress, type Progress } from '../../../lib/progress.js';
import { spreadsheetCsv } from '../../../lib/spreadsheet.js';
import { AppError } from '../../../plugins/errors.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import {
  batchesOf,
  codesOfBatch,
  codeUse,
  existingCodes,
  insertCodes,
  revokeUnusedCode,
} from './codes.repository.js';

// Activation codes in batches (issue #19, point 3): the school space's « Codes d’activation »
// and the admin command `codes-generate` both make them here. A code is used up by
// signup/activation.service.ts; revoking one races with that use, and exactly one of the two
// wins: both are updates conditional on the code being neither used nor revoked.

// Without 0/O and 1/I, which people misread when typing a code from a card.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
// 15 columns a row: 500 rows stay far below PostgreSQL's 65 535 parameters per statement.
const CHUNK = 500;

/** The batch name when none is given: when it was made, to the minute, French time. */
const batchStamp = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});
export const defaultBatchName = (now: number) => `lot du ${batchStamp.format(now)}`;

export interface CodeBatchSpec {
  school: string;
  count: number;
  /** The codes' first part, 4 letters or digits. */
  prefix: string;
  licence: string;
  /** Days of access the inscription gets from the day of use. */
  accessDays: number;
  /** Exam credits the inscription gets with it. */
  credits: number;
  /** The code works until then (ms). */
  expiresAt: number;
  batch: string;
}

const randomPart = () =>
  Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * `count` codes new to this batch and to the database: a code that clashes is drawn again.
 * `part` draws one of a code's two random parts (a test scripts it to make a code clash).
 */
export async function drawCodes(
  db: Kysely<Database>,
  prefix: string,
  count: number,
  part = randomPart,
): Promise<string[]> {
  const codes = new Set<string>();
  for (;;) {
    const fresh = new Set<string>();
    while (codes.size + fresh.size < count) {
      const code = `${prefix}-${part()}-${part()}`;
      if (!codes.has(code)) fresh.add(code);
    }
    if (fresh.size === 0) return [...codes];
    const drawn = [...fresh];
    for (let start = 0; start < drawn.length; start += CHUNK) {
      const chunk = drawn.slice(start, start + CHUNK);
      const taken = new Set(await existingCodes(db, chunk));
      for (const code of chunk) if (!taken.has(code)) codes.add(code);
    }
  }
}

/** A batch of codes, stored in one transaction; answers the codes drawn. */
export async function generateCodeBatch(
  db: Kysely<Database>,
  spec: CodeBatchSpec,
  progress: Progress = noProgress,
  now = Date.now(),
): Promise<string[]> {
  const codes = await drawCodes(db, spec.prefix, spec.count);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < codes.length; start += CHUNK) {
      await insertCodes(
        trx,
        codes.slice(start, start + CHUNK).map((code) => ({
          code,
          structure_id: spec.school,
          licence_code: spec.licence,
          access_days: spec.accessDays,
          exam_credits: spec.credits,
          batch: spec.batch,
          expires_at: spec.expiresAt,
          created_at: now,
        })),
      );
      progress(Math.min(start + CHUNK, codes.length), codes.length);
    }
  });
  return codes;
}

/** The batches of these schools with their counts, newest first. */
export async function listBatches(db: Kysely<Database>, schoolIds: readonly string[], now: number) {
  if (schoolIds.length === 0) return [];
  const rows = await batchesOf(db, schoolIds, now);
  return rows.map((row) => ({
    ecole: row.structure_id,
    ecole_nom: row.name,
    /** The brand whose page takes the school's codes; the tyre-maker's for a school without. */
    marque: row.brand ?? 'michelin',
    lot: row.batch,
    permis: row.licence,
    jours_acces: Number(row.access_days),
    credits: Number(row.credits),
    expire_le: dayInFrance(Number(row.expires_at) - 1),
    cree_le: dayInFrance(Number(row.created_at)),
    total: Number(row.total),
    utilises: Number(row.used),
    revoques: Number(row.revoked),
    disponibles: Number(row.available),
  }));
}

export type CodeState = 'disponible' | 'utilise' | 'revoque' | 'expire';

/** The codes of one batch of one school, in order, with what became of each. */
export async function batchCodes(db: Kysely<Database>, school: string, batch: string, now: number) {
  const rows = await codesOfBatch(db, school, batch);
  return rows.map((row) => {
    const usedAt = row.used_at === null ? null : Number(row.used_at);
    const revokedAt = row.revoked_at === null ? null : Number(row.revoked_at);
    const state: CodeState =
      usedAt !== null
        ? 'utilise'
        : revokedAt !== null
          ? 'revoque'
          : Number(row.expires_at) <= now
            ? 'expire'
            : 'disponible';
    const at = usedAt ?? revokedAt;
    // Who used it: their name, while the account is theirs (an erased one has none to give).
    const by =
      usedAt !== null && row.user_id && row.first_name && row.anonymised_at === null
        ? { eleve: row.user_id, nom: `${row.first_name} ${row.last_name ?? ''}`.trim() }
        : null;
    return { code: row.code, etat: state, le: at === null ? null : dayInFrance(at), par: by };
  });
}

const STATE_TEXT: Record<CodeState, string> = {
  disponible: 'disponible',
  utilise: 'utilisé',
  revoque: 'révoqué',
  expire: 'expiré',
};

/** A batch as a spreadsheet (UTF-8, `;`, lib/spreadsheet.ts), without the byte-order mark. */
export const batchCsv = (
  batch: { lot: string; permis: string; jours_acces: number; credits: number; expire_le: string },
  codes: readonly {
    code: string;
    etat: CodeState;
    le: string | null;
    par: { nom: string } | null;
  }[],
): string =>
  spreadsheetCsv(
    ['code', 'etat', 'le', 'par', 'permis', 'jours_acces', 'credits', 'expire_le', 'lot'],
    codes.map((code) => [
      code.code,
      STATE_TEXT[code.etat],
      code.le ?? '',
      code.par?.nom ?? '',
      batch.permis,
      batch.jours_acces,
      batch.credits,
      batch.expire_le,
      batch.lot,
    ]),
  );

/**
 * Revokes a code nobody used: from then on it is refused like an unknown one. The update holds
 * only while the code is unused and not revoked, so a use at the same instant either lands first
 * (the revocation answers 409) or finds the code revoked.
 */
export async function revokeCode(db: Kysely<Database>, code: string, now = Date.now()) {
  if ((await revokeUnusedCode(db, code, now)) === 1) return;
  const row = await codeUse(db, code);
  if (row.used_at !== null) {
    throw new AppError(
      409,
      'code_utilise',
      'Ce code a déjà été utilisé par un élève\u202f: il ne peut plus être révoqué.',
    );
  }
  throw new AppError(409, 'code_revoque', 'Ce code est déjà révoqué.');
}
