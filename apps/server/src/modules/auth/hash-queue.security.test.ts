import { describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { SERVICE, postCentralLogin } from '../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { serverBusy, setHashLimits, withHashSlot } from './hash-queue.js';

describe('the bounded password-hashing queue', () => {
  it('runs one at a time, queues one, and refuses the next at once with a Retry-After', async () => {
    setHashLimits({ running: 1, waiting: 1 });
    const order: string[] = [];
    let finishFirst = () => {};
    const first = withHashSlot(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first ends');
    });
    const second = withHashSlot(() => {
      order.push('second starts');
      return Promise.resolve();
    });
    await expect(withHashSlot(() => Promise.resolve(order.push('third')))).rejects.toMatchObject({
      statusCode: 503,
      code: 'serveur_occupe',
      message: 'Trop de connexions en même temps\u202f: réessayez dans quelques secondes.',
      headers: { 'retry-after': expect.stringMatching(/^[1-9]\d*$/) as string },
    });
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    // Both slots are free again.
    await expect(withHashSlot(() => Promise.resolve('fourth'))).resolves.toBe('fourth');
  });

  it('frees the slot when the work fails', async () => {
    setHashLimits({ running: 1, waiting: 0 });
    await expect(withHashSlot(() => Promise.reject(new Error('scrypt')))).rejects.toThrow('scrypt');
    await expect(withHashSlot(() => Promise.resolve('after'))).resolves.toBe('after');
    expect(serverBusy().statusCode).toBe(503);
  });
});

describe.each(testEngines())('sign-in when password hashing is busy on %s', (engine) => {
  const context = useTestApp(engine, {
    PASSWORD_HASH_CONCURRENCY: '1',
    PASSWORD_HASH_QUEUE: '1',
  });
  const problemOf = (location: string | undefined) =>
    new URL(location ?? '', SERVICE).searchParams.get('erreur');

  it('sends the rest of a burst back to the page with serveur_occupe, counting nothing for them', async () => {
    // The one hashing slot is taken while the burst arrives: a burst that overlapped only by
    // the timing of its hashes passed or failed with the machine's speed (CI, 28 November).
    let release = () => {};
    const held = withHashSlot(() => new Promise<void>((resolve) => (release = resolve)));
    let answered = 0;
    // Five, the account's limit: each is counted before it waits for the hash.
    const burst = Promise.all(
      Array.from({ length: 5 }, (_unused, i) =>
        postCentralLogin(context.app, { username: 'moto@demo.test', password: `essai-${i}` }).then(
          (answer) => {
            answered += 1;
            return answer;
          },
        ),
      ),
    );
    // One waits in the queue; the four others are sent back at once.
    await vi.waitFor(() => expect(answered).toBe(4));
    release();
    await held;
    const answers = await burst;
    const problems = answers.map((answer) => problemOf(answer.headers.location));
    const busy = answers.filter(
      (answer) => problemOf(answer.headers.location) === 'serveur_occupe',
    );
    expect(busy).toHaveLength(4);
    for (const answer of busy) expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(problems.filter((problem) => problem === 'identifiants')).toHaveLength(1);
    // Only the checked password counts as a failure, for the account and for the address.
    const counters = await context.app.db
      .selectFrom('rate_limit')
      .select(['key', 'hits'])
      .where('key', 'like', 'login-fail:%')
      .orderBy('key')
      .execute();
    expect(counters.map((row) => Number(row.hits))).toEqual([1, 1]);
  });
});
