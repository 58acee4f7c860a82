import {
  historiquePageSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { KeptJson } from '../../plugins/compression.js';
import { contractJson } from '../../plugins/zod.js';
import type { Learner } from './create.service.js';
import { learnerDataVersion } from './history.repository.js';
import { historyPage, seriesEleve, type HistoryQuery } from './results.service.js';

/**
 * Bodies kept (a learner's dashboard data, about 13 KB with its compressed copies; a history
 * page, about 4 KB); the least recently read go first.
 */
const KEPT = 10_000;

interface Kept {
  changes: number | null;
  stamp: number | null;
  body: KeptJson;
}

const kept = perDatabase(() => new Map<string, Kept>());

/**
 * A learner's body, kept in memory with its compressed copies once asked, and sent again while
 * its version holds: one small read instead of its queries, the contract check and the
 * compression (bench/README.md). The data of the dashboard and of the history changes only when
 * the learner makes an attempt or answers (any write to its learning data bumps
 * `learner_totals.changes` in its transaction, by the database's triggers: migration
 * 2026-12-01T1000) or when content is imported (the content stamp). Both values live in the
 * database, so every node sees another's writes. The version is read before the data, so a body
 * is never kept under a newer version than the one it shows.
 */
async function keptBody(
  db: Kysely<Database>,
  learner: Learner,
  name: string,
  make: () => Promise<string>,
): Promise<KeptJson> {
  const [version] = await learnerDataVersion(db, learner.inscriptionId);
  if (!version) throw new Error('a select without from always returns one row');
  const bodies = kept(db);
  const key = `${learner.inscriptionId} ${name}`;
  const changes = version.changes === null ? null : Number(version.changes);
  const stamp = version.stamp === null ? null : Number(version.stamp);
  const hit = bodies.get(key);
  bodies.delete(key);
  if (hit && hit.changes === changes && hit.stamp === stamp) {
    bodies.set(key, hit);
    return hit.body;
  }
  const body = new KeptJson(await make());
  bodies.set(key, { changes, stamp, body });
  if (bodies.size > KEPT) bodies.delete(bodies.keys().next().value as string);
  return body;
}

// Each checked against the contract as every response is (plugins/zod.ts), once per version.
const seriesEleveJson = contractJson(seriesEleveResponseSchema);
const historyPageJson = contractJson(historiquePageSchema);

/** GET /api/front/series-eleve. */
export const seriesEleveBody = (db: Kysely<Database>, learner: Learner) =>
  keptBody(db, learner, 'series-eleve', async () =>
    seriesEleveJson(await seriesEleve(db, learner)),
  );

/** GET /api/front/historique: each page, sort and order of it kept on its own. */
export const historyBody = (db: Kysely<Database>, learner: Learner, query: HistoryQuery) =>
  keptBody(
    db,
    learner,
    `historique ${query.page} ${query.size} ${query.sort} ${query.order}`,
    async () => historyPageJson(await historyPage(db, learner, query)),
  );
