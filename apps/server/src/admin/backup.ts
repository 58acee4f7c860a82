import SQLite from 'better-sqlite3';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sqliteFile, type Config } from '../config.js';
import { engineOf } from '../db/dialect.js';
import { migrations } from '../db/migrations/index.js';
import { LockedError, lockableFile, takeLock } from '../db/server-lock.js';
import { APP, defineFileCommand, type Command } from './command.js';
import { checkNewFile } from './csv.js';
import { CommandError, UsageError } from './options.js';

// `backup` and `restore` (issue #20, point 7): a SQLite copy that is consistent while the server
// writes, and a restore that cannot quietly keep the newer data. PostgreSQL has its own tools,
// whose exact commands these print (docs/operations.md « Backups and restore »).

/** The files SQLite keeps beside a database: a leftover one is replayed into whatever file is there. */
const COMPANIONS = ['-wal', '-shm', '-journal'];

const removeWithCompanions = (file: string) => {
  for (const suffix of ['', ...COMPANIONS]) rmSync(file + suffix, { force: true });
};

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 12,3 Mo: a size as an operator reads it. */
function sizeText(bytes: number): string {
  const units = ['octets', 'ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)}\u00a0${units[unit]}`;
}

/** `prepacode-2026-11-23T085300Z.sqlite`: sorts by date, and has no `:` for other systems. */
const defaultBackupName = (now: Date) =>
  `prepacode-${now.toISOString().replace(/\.\d+/, '').replace(/:/g, '')}.sqlite`;

/**
 * Checks that `file` is a sound SQLite database of ours (`shownAs` in messages); answers the
 * migrations it has run. Opening it may write its log back: callers open a copy or their own.
 */
function checkSqliteBackup(file: string, shownAs: string): string[] {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { fileMustExist: true });
    const integrity: unknown = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      throw new CommandError(`${shownAs} est abîmé (integrity_check\u202f: ${String(integrity)}).`);
    }
    const table = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!table) {
      throw new CommandError(
        `${shownAs} n’est pas une base Prépacode (pas de table des migrations).`,
      );
    }
    const rows = db.prepare('select name from kysely_migration order by name').all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new CommandError(`${shownAs} n’est pas une base SQLite lisible (${reason}).`);
  } finally {
    db?.close();
  }
}

/** Flushes a file to the disk, so that a rename after it never points at missing bytes. */
function syncFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Gives `file` the name `target`, never over a file that appeared since it was checked. */
function placeNewFile(file: string, target: string): void {
  try {
    linkSync(file, target);
  } catch {
    // A file that appeared meanwhile is refused here; on a file system without hard links, a
    // rename follows the same check.
    checkNewFile(target);
    renameSync(file, target);
  }
}

/** Copies the live SQLite database into `target`, a new file; answers its size. */
async function backupSqlite(databaseFile: string, target: string): Promise<number> {
  if (!existsSync(databaseFile)) {
    throw new CommandError(`aucune base SQLite à ${databaseFile} (DATABASE_URL).`);
  }
  checkNewFile(target);
  const partial = `${target}.partiel`;
  removeWithCompanions(partial);
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // SQLite's online backup. All pages in one step, under one read transaction of the WAL: a
    // snapshot of one moment while the server goes on writing. Steps of a few pages would start
    // over at each commit of the server, and could never end on a busy one.
    await source.backup(partial, { progress: () => 0x7fffffff });
    checkSqliteBackup(partial, partial);
    syncFile(partial);
    placeNewFile(partial, target);
  } finally {
    source.close();
    removeWithCompanions(partial);
  }
  return statSync(target).size;
}

/**
 * Replaces the SQLite database with a backup, the server stopped; answers the backup's size.
 * Throws a CommandError, having changed nothing, when the server runs or the backup is not ours.
 */
function restoreSqlite(databaseUrl: string, backup: string): number {
  const target = lockableFile(databaseUrl);
  if (!target)
    throw new CommandError('DATABASE_URL désigne une base en mémoire\u202f: rien à restaurer.');
  if (!existsSync(backup)) throw new CommandError(`${backup} n’existe pas.`);
  // A file copied with its log (not made by `backup`): its latest commits are in the log, which
  // a restore of the file alone would silently leave out.
  if (existsSync(`${backup}-wal`) && statSync(`${backup}-wal`).size > 0) {
    throw new CommandError(
      `${backup}-wal accompagne ce fichier\u202f: une partie des données n’est que dans ce journal. Restaurez une sauvegarde faite par «\u202f${APP} backup\u202f».`,
    );
  }
  if (path.resolve(backup) === path.resolve(target)) {
    throw new CommandError(`${backup} est la base elle-même\u202f: indiquez une sauvegarde.`);
  }
  let release: () => void;
  try {
    release = takeLock(databaseUrl);
  } catch (error) {
    if (!(error instanceof LockedError)) throw error;
    throw new CommandError(
      `le processus ${error.pid} (le serveur) utilise ${target}\u202f: arrêtez-le avant de restaurer. Rien n’a été changé.`,
    );
  }
  // The backup is checked on a copy beside the database, which then takes its place in one
  // rename: the backup itself is never opened, and the database is never half-written.
  const incoming = `${target}.restauration`;
  try {
    removeWithCompanions(incoming);
    copyFileSync(backup, incoming);
    const ran = checkSqliteBackup(incoming, backup);
    const unknown = ran.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new CommandError(
        `${backup} vient d’une version plus récente de Prépacode (migration ${unknown.join(', ')})\u202f: restaurez-la avec cette version.`,
      );
    }
    syncFile(incoming);
    // The trap: a log left beside the database (a server that was killed, or stopped while a
    // copy was made over the file) would be replayed into the restored file, bringing back the
    // newer data, or breaking it. It belongs to the data being replaced.
    for (const suffix of COMPANIONS) rmSync(target + suffix, { force: true });
    renameSync(incoming, target);
    return statSync(target).size;
  } finally {
    removeWithCompanions(incoming);
    release();
  }
}

const pgDumpCommand = (now: Date) =>
  `pg_dump --format=custom --file=${defaultBackupName(now).replace(/\.sqlite$/, '.dump')} "$DATABASE_URL"`;
const PG_RESTORE_COMMAND =
  'pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" <fichier.dump>';

/** The default backup file: in BACKUP_DIR, outside the repository that a deploy replaces. */
function defaultBackupFile(config: Config, now: Date): string {
  try {
    mkdirSync(config.BACKUP_DIR, { recursive: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CommandError(
      `impossible de créer le dossier ${config.BACKUP_DIR} (${reason})\u202f: définissez BACKUP_DIR ou indiquez un fichier.`,
    );
  }
  return path.join(config.BACKUP_DIR, defaultBackupName(now));
}

const fileSchema = z.object({ file: z.string().trim().min(1).optional() });

export const BACKUP_COMMANDS: Command[] = [
  defineFileCommand({
    name: 'backup',
    summary: 'Sauvegarde la base SQLite, même pendant que le serveur tourne.',
    synopsis: '[<fichier>]',
    description:
      'Copie la base SQLite de DATABASE_URL dans un nouveau fichier, cohérente même si le serveur écrit pendant la copie, puis vérifie la copie (integrity_check). Sans fichier, elle va dans BACKUP_DIR (~/prepacode-backups par défaut, hors du dépôt) sous le nom prepacode-<date UTC>.sqlite. Un fichier existant n’est jamais remplacé. Sur PostgreSQL, la commande indique celle de pg_dump.',
    options: [],
    argument: {
      name: 'file',
      value: '<fichier>',
      help: 'fichier à créer (par défaut dans BACKUP_DIR)',
    },
    examples: [`${APP} backup`, `${APP} backup /var/backups/prepacode-avant-mise-a-jour.sqlite`],
    schema: fileSchema,
    async run(context, options) {
      const url = context.config.DATABASE_URL;
      const now = new Date();
      if (engineOf(url) === 'postgres') {
        throw new CommandError(
          `sur PostgreSQL, sauvegardez avec pg_dump\u202f: ${pgDumpCommand(now)} (docs/operations.md).`,
        );
      }
      const database = sqliteFile(url);
      if (database === ':memory:') {
        throw new CommandError(
          'DATABASE_URL désigne une base en mémoire\u202f: rien à sauvegarder.',
        );
      }
      const target = options.file ?? defaultBackupFile(context.config, now);
      const bytes = await backupSqlite(database, target);
      context.print(`Sauvegarde de ${database} écrite dans ${target} (${sizeText(bytes)}).`);
      return 0;
    },
  }),
  defineFileCommand({
    name: 'restore',
    summary: 'Remplace la base SQLite par une sauvegarde (serveur arrêté).',
    synopsis: '<fichier>',
    description:
      'Vérifie que le fichier est une sauvegarde saine de Prépacode, puis en fait la base SQLite de DATABASE_URL, en supprimant le journal (-wal, -shm) de l’ancienne base pour qu’il ne soit pas rejoué. Refusé tant que le serveur tourne sur cette base\u202f: arrêtez-le, restaurez, redémarrez-le. Les données écrites depuis la sauvegarde sont perdues\u202f; faites d’abord une sauvegarde de la base actuelle. Sur PostgreSQL, la commande indique celle de pg_restore.',
    options: [],
    argument: { name: 'file', value: '<fichier>', help: 'la sauvegarde à restaurer' },
    examples: [
      `${APP} backup`,
      `${APP} restore ~/prepacode-backups/prepacode-2026-11-23T085300Z.sqlite`,
    ],
    schema: fileSchema,
    run(context, options) {
      if (!options.file)
        throw new UsageError('indiquez la sauvegarde à restaurer\u202f: restore <fichier>');
      const url = context.config.DATABASE_URL;
      if (engineOf(url) === 'postgres') {
        throw new CommandError(
          `sur PostgreSQL, restaurez avec pg_restore, serveur arrêté\u202f: ${PG_RESTORE_COMMAND} (docs/operations.md).`,
        );
      }
      const bytes = restoreSqlite(url, options.file);
      context.print(
        `Base ${sqliteFile(url)} restaurée depuis ${options.file} (${sizeText(bytes)}). Redémarrez le serveur.`,
      );
      return 0;
    },
  }),
];
