import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { newId } from '../../../lib/tokens.js';
import { bannersOfSchools, endBanner, insertBanner } from './banners.repository.js';

// The banners of the learner app (spec §3, §4; issue #19, point 4): one school, one group or one
// learner sees them strictly between their start and their end. The school space and the admin
// command `message` write them through postBanner: one implementation.

export type BannerAudience = { school: string } | { group: string } | { learner: string };

export interface BannerInput {
  audience: BannerAudience;
  type: 'info' | 'warning';
  content: string;
  startsAt: number;
  endsAt: number;
}

export async function postBanner(db: Kysely<Database>, input: BannerInput): Promise<string> {
  const id = newId();
  const { audience } = input;
  await insertBanner(db, {
    id,
    // A group's banner names the group alone: the school's column would show it to all.
    structure_id: 'school' in audience ? audience.school : null,
    group_id: 'group' in audience ? audience.group : null,
    user_id: 'learner' in audience ? audience.learner : null,
    type: input.type,
    content: input.content,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
  });
  return id;
}

/** The banners addressed to these schools, their groups or their learners, newest start first. */
export async function listBanners(db: Kysely<Database>, schoolIds: string[]) {
  if (schoolIds.length === 0) return [];
  return bannersOfSchools(db, schoolIds);
}

/** Withdraws a banner: it ends now (kept in the list as past); returns whether it was live. */
export async function withdrawBanner(db: Kysely<Database>, id: string, now = Date.now()) {
  return (await endBanner(db, id, now)) === 1;
}
