import SQLite from 'better-sqlite3';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/dialect.js';
import { lockFileOf, takeLock } from '../db/server-lock.js';
import { createTestDatabase } from '../../test/helpers/databases.js';
import { TEST_ENV } from '../../test/helpers/test-app.js';
import { cli } from '../../test/helpers/admin-fixture.js';

const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another process on the database file, running `script` with `db` open, as a server would. */
function onDatabase(file: string, script: string): ChildProcess {
  const code = `const db = new (require(${JSON.stringify(betterSqlite)}))(${JSON.stringify(file)});
db.pragma('journal_mode = WAL'); db.pragma('busy_timeout = 5000'); ${script}`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A query on a SQLite file, through a connection of its own closed at once. */
function query<T>(file: string, sql: string): T[] {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

const names = (file: string) =>
  query<{ id: string; name: string }>(file, 'select id, name from structures order by id');

/** A database made as the operator's is: by admin commands, which migrate it first. */
async function operatorDatabase(name: string) {
  const file = path.join(folder, name, 'prepacode.sqlite');
  const env = {
    ...TEST_ENV,
    DATABASE_URL: `sqlite:${file}`,
    BACKUP_DIR: path.join(folder, name, 'sauvegardes'),
  };
  const created = await cli(['school-create', '--id', 'ecole-avant', '--name', 'Avant'], env);
  expect(created.code).toBe(0);
  return { file, env };
}

describe('admin backup on SQLite', () => {
  it('copies a database the server is writing to: a sound snapshot of one moment', async () => {
    const { file, env } = await operatorDatabase('pendant');
    // A writer in another process, as the server: it commits rows of 4 kB without a pause.
    const writer = onDatabase(
      file,
      `db.exec('create table if not exists probe (id integer primary key, pad blob)');
const insert = db.prepare('insert into probe (pad) values (randomblob(4000))');
const loop = () => { for (let i = 0; i < 50; i += 1) insert.run(); setImmediate(loop); };
loop();`,
    );
    try {
      const count = () => {
        try {
          return query<{ n: number }>(file, 'select count(*) as n from probe')[0]?.n ?? 0;
        } catch {
          return 0;
        }
      };
      while (count() < 3000) await new Promise((resolve) => setTimeout(resolve, 50));
      const before = count();
      const target = path.join(folder, 'pendant', 'copie.sqlite');
      const result = await cli(['backup', target], env);
      const after = count();

      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toMatch(
        new RegExp(`^Sauvegarde de ${file} écrite dans ${target} \\(\\d+(,\\d)?\u00a0Mo\\)\\.\n$`),
      );
      expect(query(target, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const [copy] = query<{ n: number; last: number }>(
        target,
        'select count(*) as n, max(id) as last from probe',
      );
      // Every row committed before the backup began, and no half of a later one: ids 1 to n.
      expect(copy?.n).toBeGreaterThanOrEqual(before);
      expect(copy?.last).toBe(copy?.n);
      expect(after).toBeGreaterThan(before);
      expect(names(target)).toEqual([{ id: 'ecole-avant', name: 'Avant' }]);
    } finally {
      writer.kill();
      await exited(writer);
    }
  });

  it('writes into BACKUP_DIR by default, and never over an existing file', async () => {
    const { env } = await operatorDatabase('defaut');
    const first = await cli(['backup'], env);
    expect(first.code).toBe(0);
    const [made] = readdirSync(env.BACKUP_DIR);
    expect(made).toMatch(/^prepacode-\d{4}-\d\d-\d\dT\d{6}Z\.sqlite$/);
    const target = path.join(env.BACKUP_DIR, made ?? '');
    expect(first.stdout).toContain(`écrite dans ${target} (`);

    const bytes = readFileSync(target);
    const again = await cli(['backup', target], env);
    expect(again).toEqual({
      code: 1,
      stdout: '',
      stderr: `✘ ${target} existe déjà\u202f: choisissez un autre nom, ou supprimez-le.\n`,
    });
    expect(readFileSync(target).equals(bytes)).toBe(true);
    expect(readdirSync(env.BACKUP_DIR)).toEqual([made]);
  });

  it('gives the PostgreSQL commands instead of failing quietly', async () => {
    const env = { ...TEST_ENV, DATABASE_URL: 'postgres://prepacode@127.0.0.1:1/prepacode' };
    const backup = await cli(['backup'], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(
      /^✘ sur PostgreSQL, sauvegardez avec pg_dump\u202f: pg_dump --format=custom --file=prepacode-[\dTZ-]+\.dump "\$DATABASE_URL" \(docs\/operations\.md\)\.\n$/,
    );
    const restore = await cli(['restore', 'prepacode.dump'], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(
      'pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" <fichier.dump>',
    );
  });
});

describe('admin restore on SQLite', () => {
  it('brings the backup back, not the newer data a killed server left in its log', async () => {
    const { file, env } = await operatorDatabase('piege');
    const backup = path.join(folder, 'piege', 'avant.sqlite');
    expect((await cli(['backup', backup], env)).code).toBe(0);

    // The server changes a name, then is killed: the change is only in the -wal file.
    const server = onDatabase(
      file,
      `db.pragma('wal_autocheckpoint = 0');
db.prepare("update structures set name = 'Après' where id = 'ecole-avant'").run();
process.kill(process.pid, 'SIGKILL');`,
    );
    await exited(server);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);

    // The trap: a plain copy over the database file, and SQLite replays the old log into it.
    const trap = path.join(folder, 'piege', 'copie-simple.sqlite');
    for (const suffix of ['-wal', '-shm']) copyFileSync(file + suffix, trap + suffix);
    copyFileSync(backup, trap);
    expect(names(trap)).toEqual([{ id: 'ecole-avant', name: 'Après' }]);

    const restored = await cli(['restore', backup], env);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(
      new RegExp(
        `^Base ${file} restaurée depuis ${backup} \\(\\d+(,\\d)?\u00a0ko\\)\\. Redémarrez le serveur\\.\n$`,
      ),
    );
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
    expect(existsSync(lockFileOf(file))).toBe(false);
    expect(names(file)).toEqual([{ id: 'ecole-avant', name: 'Avant' }]);
    expect(query(file, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    // The server starts on it: the app's database opens and migrates it.
    const db = createDatabase(`sqlite:${file}`);
    const schools = await db.selectFrom('structures').select('name').execute();
    await db.destroy();
    expect(schools).toEqual([{ name: 'Avant' }]);
  });

  it('refuses while a server holds the database, changing nothing; a dead server’s lock does not count', async () => {
    const { file, env } = await operatorDatabase('refus');
    const backup = path.join(folder, 'refus', 'avant.sqlite');
    expect((await cli(['backup', backup], env)).code).toBe(0);
    expect((await cli(['school-create', '--id', 'ecole-apres', '--name', 'Après'], env)).code).toBe(
      0,
    );
    const bytes = readFileSync(file);

    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const pid = server.pid ?? 0;
    writeFileSync(lockFileOf(file), `${pid}\n`);
    try {
      const refused = await cli(['restore', backup], env);
      expect(refused).toEqual({
        code: 1,
        stdout: '',
        stderr: `✘ le processus ${pid} (le serveur) utilise ${file}\u202f: arrêtez-le avant de restaurer. Rien n’a été changé.\n`,
      });
      expect(readFileSync(file).equals(bytes)).toBe(true);
      expect(readFileSync(lockFileOf(file), 'utf8')).toBe(`${pid}\n`);
      // A second server refuses to start on it, too.
      expect(() => takeLock(env.DATABASE_URL)).toThrow(
        `Le processus ${pid} (un serveur, ou une restauration) utilise déjà ${file}`,
      );
    } finally {
      server.kill('SIGKILL');
      await exited(server);
    }

    const restored = await cli(['restore', backup], env);
    expect(restored.code).toBe(0);
    expect(names(file)).toEqual([{ id: 'ecole-avant', name: 'Avant' }]);
  });

  it('refuses a file that is not a sound backup of ours, changing nothing', async () => {
    const { file, env } = await operatorDatabase('mauvais');
    const bytes = readFileSync(file);
    const text = path.join(folder, 'mauvais', 'notes.txt');
    writeFileSync(text, 'pas une base\n'.repeat(100));
    const other = path.join(folder, 'mauvais', 'autre.sqlite');
    const foreign = new SQLite(other);
    foreign.exec('create table t (x)');
    foreign.close();

    // A live database copied with its log, as `cp prepacode.sqlite*` would.
    const copied = path.join(folder, 'mauvais', 'copie', 'prepacode.sqlite');
    const copier = onDatabase(
      file,
      `db.pragma('wal_autocheckpoint = 0');
db.prepare("update structures set name = 'Dans le journal'").run();
const fs = require('node:fs');
fs.mkdirSync(${JSON.stringify(path.dirname(copied))});
for (const suffix of ['', '-wal']) fs.copyFileSync(${JSON.stringify(file)} + suffix, ${JSON.stringify(copied)} + suffix);
process.kill(process.pid, 'SIGKILL');`,
    );
    await exited(copier);
    // The change, only in the killed writer's log, is dropped: the database is as it was.
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix);
    const cases: [string[], number, string][] = [
      [
        ['restore', text],
        1,
        `✘ ${text} n’est pas une base SQLite lisible (file is not a database).`,
      ],
      [
        ['restore', other],
        1,
        `✘ ${other} n’est pas une base Prépacode (pas de table des migrations).`,
      ],
      [['restore', path.join(folder, 'absent.sqlite')], 1, 'n’existe pas.'],
      [
        ['restore', copied],
        1,
        `✘ ${copied}-wal accompagne ce fichier\u202f: une partie des données n’est que dans ce journal.`,
      ],
      [['restore', file], 1, 'est la base elle-même'],
      [['restore'], 2, '✘ indiquez la sauvegarde à restaurer\u202f: restore <fichier>'],
    ];
    for (const [argv, code, message] of cases) {
      const result = await cli(argv, env);
      expect(result.code).toBe(code);
      expect(result.stderr).toContain(message);
    }
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(path.dirname(file)).sort()).toEqual([
      'autre.sqlite',
      'copie',
      'notes.txt',
      'prepacode.sqlite',
    ]);
  });
});

describe.runIf(process.env.TEST_PG_URL)('the documented PostgreSQL backup and restore', () => {
  it('pg_dump, then pg_restore over the changed database or into a fresh one, gives the rows back', async () => {
    const scripts = new URL('../../../../scripts/postgres.mjs', import.meta.url).href;
    const { findPostgresBin } = (await import(scripts)) as {
      findPostgresBin: () => string | undefined;
    };
    const bin = findPostgresBin() ?? '';
    const database = await createTestDatabase('postgres');
    const fresh = await createTestDatabase('postgres');
    const env = { ...TEST_ENV, DATABASE_URL: database.url };
    const rowsOf = async (url: string) => {
      const db = createDatabase(url);
      try {
        return {
          schools: await db.selectFrom('structures').selectAll().orderBy('id').execute(),
          migrations: (await sql`select name from kysely_migration order by name`.execute(db)).rows,
        };
      } finally {
        await db.destroy();
      }
    };
    try {
      expect(
        (await cli(['school-create', '--id', 'ecole-avant', '--name', 'Avant'], env)).code,
      ).toBe(0);
      const before = await rowsOf(database.url);
      const dump = path.join(folder, 'prepacode.dump');
      execFileSync(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, database.url]);

      expect(
        (await cli(['school-create', '--id', 'ecole-apres', '--name', 'Après'], env)).code,
      ).toBe(0);
      expect((await rowsOf(database.url)).schools).toHaveLength(2);

      const restore = (url: string, clean: string[]) =>
        execFileSync(path.join(bin, 'pg_restore'), [
          ...clean,
          '--no-owner',
          '--single-transaction',
          `--dbname=${url}`,
          dump,
        ]);
      restore(database.url, ['--clean', '--if-exists']);
      expect(await rowsOf(database.url)).toEqual(before);
      restore(fresh.url, []);
      expect(await rowsOf(fresh.url)).toEqual(before);
    } finally {
      await database.drop();
      await fresh.drop();
    }
  });
});
