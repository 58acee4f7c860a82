import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { explainStartError, isWorthRetrying } from './start-errors.js';
import { TEST_ENV } from '../test/helpers/test-app.js';

// Issue #20, point 5: a start that fails says why in one French line, naming what to do.

/** What buildApp throws for this database address. */
async function startFailure(databaseUrl: string): Promise<unknown> {
  try {
    const app = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: databaseUrl }));
    await app.close();
  } catch (error) {
    return error;
  }
  throw new Error('the server started');
}

const withCode = (code: string, message = code) =>
  Object.assign<Error, { code: string }>(new Error(message), { code });

describe('a start that fails', () => {
  const config = { DATABASE_URL: 'postgres://prepacode:secret@db.exemple:5433/prepa', PORT: 8080 };

  it('names the cause and what to do, never the password', () => {
    const wrapped = new Error('Migration impossible', { cause: withCode('3D000') });
    expect(explainStartError(wrapped, config)).toBe(
      'La base «\u202fprepa\u202f» n’existe pas sur db.exemple:5433\u202f: créez-la (CREATE DATABASE prepa OWNER prepacode;), voir docs/operations.md.',
    );
    expect(explainStartError(withCode('28P01'), config)).toContain(
      'PostgreSQL refuse l’utilisateur «\u202fprepacode\u202f» ou son mot de passe',
    );
    expect(explainStartError(withCode('42501'), config)).toContain('n’a pas les droits');
    const refused = new AggregateError([withCode('ECONNREFUSED')], 'connect failed');
    expect(explainStartError(refused, config)).toBe(
      'PostgreSQL ne répond pas à db.exemple:5433\u202f: vérifiez qu’il est démarré et que DATABASE_URL désigne le bon hôte et le bon port.',
    );
    expect(explainStartError(withCode('EADDRINUSE'), config)).toBe(
      'Le port 8080 est déjà utilisé\u202f: arrêtez l’autre serveur, ou choisissez un autre port (PORT=8081 npm start).',
    );
    for (const code of ['3D000', '28P01', '42501', 'ECONNREFUSED'])
      expect(explainStartError(withCode(code), config)).not.toContain('secret');
    expect(explainStartError(new Error('autre chose'), config)).toBeNull();
  });

  // A cluster on the node's machine is best reached by its socket (docs/operations.md): that
  // address is no URL to `new URL`, and the messages said « ? » for where, user and database.
  it('names the socket of a socket address, and a cluster not started there', () => {
    const socket = { ...config, DATABASE_URL: 'postgres://prepacode@/prepa?host=/run/postgresql' };
    const missing = Object.assign(withCode('ENOENT'), { syscall: 'connect' });
    expect(explainStartError(missing, socket)).toBe(
      'PostgreSQL ne répond pas à /run/postgresql/.s.PGSQL.5432\u202f: vérifiez qu’il est démarré et que DATABASE_URL désigne le bon hôte et le bon port.',
    );
    expect(isWorthRetrying(missing)).toBe(true);
    expect(explainStartError(withCode('3D000'), socket)).toContain(
      '«\u202fprepa\u202f» n’existe pas sur /run/postgresql/.s.PGSQL.5432',
    );
    expect(explainStartError(withCode('28000'), socket)).toBe(
      'PostgreSQL refuse l’utilisateur «\u202fprepacode\u202f» sur /run/postgresql/.s.PGSQL.5432\u202f: le serveur doit tourner sous l’utilisateur système du même nom (authentification peer), voir docs/operations.md.',
    );
    // Another file missing at the start is not the database's.
    const file = Object.assign(withCode('ENOENT'), { syscall: 'open' });
    expect(explainStartError(file, socket)).toBeNull();
    expect(isWorthRetrying(file)).toBe(false);
  });

  it('waits only for a database that may be starting', () => {
    expect(isWorthRetrying(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isWorthRetrying(withCode('57P03'))).toBe(true);
    expect(isWorthRetrying(withCode('28P01'))).toBe(false);
    expect(isWorthRetrying(withCode('3D000'))).toBe(false);
  });

  it('explains a real PostgreSQL that is closed, refuses the password or lacks the database', async () => {
    const closed = 'postgres://prepacode:x@127.0.0.1:1/prepa';
    expect(
      explainStartError(await startFailure(closed), { ...config, DATABASE_URL: closed }),
    ).toMatch(/^PostgreSQL ne répond pas à 127\.0\.0\.1:1/);
    const noSocket = 'postgres://prepacode@/prepa?host=/nulle-part';
    expect(
      explainStartError(await startFailure(noSocket), { ...config, DATABASE_URL: noSocket }),
    ).toMatch(/^PostgreSQL ne répond pas à \/nulle-part\/\.s\.PGSQL\.5432/);
    const admin = process.env.TEST_PG_URL;
    if (!admin) return;
    const wrongPassword = new URL(admin);
    wrongPassword.password = 'pas-le-bon';
    wrongPassword.username = 'personne';
    expect(
      explainStartError(await startFailure(wrongPassword.toString()), {
        ...config,
        DATABASE_URL: wrongPassword.toString(),
      }),
    ).toMatch(/^PostgreSQL refuse l’utilisateur «\u202fpersonne\u202f»/);
    const missing = new URL(admin);
    missing.pathname = '/base_absente';
    expect(
      explainStartError(await startFailure(missing.toString()), {
        ...config,
        DATABASE_URL: missing.toString(),
      }),
    ).toMatch(/^La base «\u202fbase_absente\u202f» n’existe pas/);
  });
});
