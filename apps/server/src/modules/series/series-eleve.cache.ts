import { seriesEleveResponseSchema } from '@prepacode/domain/contracts/series.contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { prepared } from '../../db/prepared.js';
import { KeptJson } from '../../plugins/compression.js';
import { contentStampQuery } from '../content/content-stamp.js';
import type { Learner } from './create.service.js';
import { seriesEleve } from './results.service.js';

/** Learners whose dashboard data is kept; the least recently read go first (about 4 KB each). */
const KEPT = 5_000;

interface Kept {
  changes: number | null;
  stamp: number | null;
  body: KeptJson;
}

const kept = perDatabase(() => new Map<number, Kept>());

const versionOf = prepared((db: Kysely<Database>, inscriptionId: number) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('learner_totals')
      .select('changes')
      .where('inscription_id', '=', inscriptionId)
      .as('changes'),
    contentStampQuery(eb).as('stamp'),
  ]),
);

/**
 * GET /api/front/series-eleve as JSON text. Its data changes only when the learner makes an
 * attempt or answers (any write to its learning data bumps `learner_totals.changes` in its transaction, by
 * the database's triggers: migration 2026-12-01T1000) or when content is
 * imported (the content stamp). So the body is kept in memory, with its compressed copies once
 * asked, and sent again while both hold: one small read instead of a dozen queries, the
 * contract check and the compression (bench/README.md). Both values
 * live in the database, so every node sees another's writes. The version is read before the
 * data, so a body is never kept under a newer version than the one it shows.
 */
export async function seriesEleveBody(db: Kysely<Database>, learner: Learner): Promise<KeptJson> {
  const [version] = await versionOf(db, learner.inscriptionId);
  if (!version) throw new Error('a select without from always returns one row');
  const bodies = kept(db);
  const changes = version.changes === null ? null : Number(version.changes);
  const stamp = version.stamp === null ? null : Number(version.stamp);
  const hit = bodies.get(learner.inscriptionId);
  bodies.delete(learner.inscriptionId);
  if (hit && hit.changes === changes && hit.stamp === stamp) {
    bodies.set(learner.inscriptionId, hit);
    return hit.body;
  }
  // Checked against the contract as every response is (plugins/zod.ts), once per version.
  const body = new KeptJson(
    JSON.stringify(z.parse(seriesEleveResponseSchema, await seriesEleve(db, learner))),
  );
  bodies.set(learner.inscriptionId, { changes, stamp, body });
  if (bodies.size > KEPT) bodies.delete(bodies.keys().next().value as number);
  return body;
}
