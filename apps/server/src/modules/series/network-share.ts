import { MAX_EXAM_SHARE } from '@prepacode/domain/contracts/question-review.contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { examPoolOfNetwork } from '../content/network-banks.repository.js';
import { activeQuestionsOfBank } from '../content/questions.repository.js';
import { shareWithNetwork } from './compose.js';

// Issue #46: a mock exam of a network's learner takes the share its operator set from the
// network's own banks, on the same themes. No share, no change.

/** The questions of a mock exam with the network's share in, by id, in the exam's order. */
export async function withNetworkShare(
  db: Kysely<Database>,
  learner: { licence: string; bankId: string },
  network: string,
  exam: readonly { question_id: string; theme: string }[],
): Promise<string[] | null> {
  const pool = await examPoolOfNetwork(db, network, learner.licence);
  if (pool.length === 0) return null;
  const share = Math.min(
    MAX_EXAM_SHARE,
    Math.max(...pool.map((question) => Number(question.exam_share))),
  );
  const scenes = new Set(
    (await activeQuestionsOfBank(db, learner.bankId))
      .filter((question) => question.scene)
      .map((question) => question.id),
  );
  return shareWithNetwork(
    exam.map((question) => ({
      id: question.question_id,
      theme: question.theme,
      scene: scenes.has(question.question_id),
    })),
    pool,
    share,
    Math.random,
  );
}
