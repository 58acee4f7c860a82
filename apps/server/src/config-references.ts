import type { Kysely } from 'kysely';
import { ConfigError, vagnonSecret, type Config } from './config.js';
import type { Database } from './db/database.js';
import { findStructure } from './modules/front/front.repository.js';

/**
 * What the configuration names in the database, checked once it is ready and before the server
 * listens (issue #39, point 3): a partner's school or the publisher's school that does not
 * exist stops the start with the variable named, instead of a learner's sign-in failing later.
 * What the configuration names in code (brands, licences) is checked by its schema (config.ts).
 */
export async function checkConfigReferences(db: Kysely<Database>, config: Config): Promise<void> {
  const problems: string[] = [];
  const missing = async (school: string) => !(await findStructure(db, school));
  for (const [index, partner] of config.PARTNERS.entries()) {
    if (await missing(partner.structure)) {
      problems.push(
        `PARTNERS.${index}.structure: l’école «\u202f${partner.structure}\u202f» du partenaire ${partner.id} n’existe pas (npm run admin -- school-create)`,
      );
    }
  }
  if (vagnonSecret(config) !== undefined && (await missing(config.VAGNON_SCHOOL))) {
    problems.push(
      `VAGNON_SCHOOL: l’école «\u202f${config.VAGNON_SCHOOL}\u202f» des inscriptions de l’éditeur n’existe pas (npm run admin -- school-create)`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
}
