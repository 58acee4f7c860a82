import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { anonymiseByEmail, learnerAnonymiseSchema } from './anonymise.js';
import { parseOptions } from './options.js';

// The admin command runs the school space's function (ADR 0017); its own rules are the
// confirmation and the messages of a terminal.
describe.each(testEngines())('admin learner-anonymise on %s', (engine) => {
  const context = useTestApp(engine);
  const run = (raw: Record<string, unknown>) =>
    anonymiseByEmail(context.app.db, parseOptions(learnerAnonymiseSchema, raw));

  it('asks for --confirm and erases nothing without it', async () => {
    await expect(run({ learner: 'nouveau@demo.test' })).rejects.toThrow(
      'ajoutez --confirm\u202f: les données de l’élève seront effacées pour de bon',
    );
    const user = await context.app.db
      .selectFrom('users')
      .select('anonymised_at')
      .where('email', '=', 'nouveau@demo.test')
      .executeTakeFirstOrThrow();
    expect(user.anonymised_at).toBeNull();
  });

  it('erases the learner once, audited without an actor, and says so the second time', async () => {
    const { id } = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nouveau@demo.test')
      .executeTakeFirstOrThrow();
    expect(await run({ learner: 'nouveau@demo.test', confirm: true })).toEqual({
      requestHandled: false,
      closedInscriptions: 1,
    });
    const user = await context.app.db
      .selectFrom('users')
      .select(['email', 'first_name', 'anonymised_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.email).toMatch(/^anonyme-[a-z0-9]+@anonyme\.invalid$/);
    expect(user.first_name).toBe('Élève');
    const audit = await context.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'eleve.anonymise')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBeNull();
    await expect(run({ learner: user.email, confirm: true })).rejects.toThrow(
      'Les données de cet élève ont déjà été supprimées.',
    );
    await expect(run({ learner: 'nouveau@demo.test', confirm: true })).rejects.toThrow(
      'aucun compte pour nouveau@demo.test',
    );
  });
});
