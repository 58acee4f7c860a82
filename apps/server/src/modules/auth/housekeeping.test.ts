import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { signIn } from '../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { deleteExpired } from './housekeeping.plugin.js';

describe.each(testEngines())('housekeeping on %s', (engine) => {
  const context = useTestApp(engine);

  it('deletes what has expired and keeps what is live', async () => {
    const { db } = context.app;
    await signIn(context.app, 'eleve@demo.test');
    await signIn(context.app, 'bateau@demo.test');
    const now = Date.now();
    const [idle] = await db.selectFrom('sessions').select('id').execute();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now - 5 * 3_600_000 })
      .where('id', '=', idle?.id ?? '')
      .execute();
    await db
      .insertInto('rate_limit')
      .values([
        { key: 'vieux', hits: 3, reset_at: now - 1 },
        { key: 'actif', hits: 3, reset_at: now + 60_000 },
      ])
      .execute();
    await db
      .insertInto('tickets')
      .values({
        ticket_hash: 'h',
        user_id: (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id,
        service: 's',
        theme: 'prepacode',
        impersonator_id: null,
        expires_at: now - 1,
      })
      .execute();
    await db
      .insertInto('partner_tokens')
      .values({ partner: 'p', jti: 'j', expires_at: now - 1 })
      .execute();

    await deleteExpired(db, { SESSION_IDLE_MINUTES: 240 }, now);

    expect(
      (await db.selectFrom('sessions').select('id').execute()).map((row) => row.id),
    ).not.toContain(idle?.id);
    expect(await db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
    const counters = (await db.selectFrom('rate_limit').select('key').execute()).map(
      (row) => row.key,
    );
    expect(counters).toContain('actif');
    expect(counters).not.toContain('vieux');
    expect(await db.selectFrom('tickets').select('ticket_hash').execute()).toEqual([]);
    expect(await db.selectFrom('partner_tokens').select('jti').execute()).toEqual([]);
  });
});
