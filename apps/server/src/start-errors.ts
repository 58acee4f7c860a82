// Why the server could not start, in one French line an operator can act on (issue #20,
// point 5), instead of a 30-line stack; and which causes are worth waiting for (a database
// still starting).
import { parse } from 'pg-connection-string';

/** The error codes of an error and of its causes (a failed migration wraps the driver's). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, syscall, errors, cause } = current as {
      code?: unknown;
      syscall?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    // A cluster reached by its socket and not started has no socket file: ENOENT from
    // `connect`. Another file missing is not the database's.
    if (typeof code === 'string' && (code !== 'ENOENT' || syscall === 'connect')) codes.push(code);
    // Node's AggregateError when every address of a host refused: its parts carry the code.
    if (Array.isArray(errors)) codes.push(...errors.flatMap((part) => codesOf(part)));
    current = cause;
  }
  return codes;
}

/**
 * Where, user and database of a PostgreSQL address, never its password; read as the driver
 * reads it, so that a socket address (`postgres://prepacode@/prepacode?host=/var/run/postgresql`,
 * not a URL to `new URL`) names its socket.
 */
function partsOf(databaseUrl: string) {
  try {
    const { host, port, user, database } = parse(databaseUrl);
    const portOrDefault = port || '5432';
    // A host that is a folder is where the cluster's socket lies.
    const socket = host?.startsWith('/') ?? false;
    return {
      socket,
      where: socket
        ? `${host}/.s.PGSQL.${portOrDefault}`
        : `${host || 'localhost'}:${portOrDefault}`,
      user: user || 'postgres',
      database: database || user || 'postgres',
    };
  } catch {
    return { socket: false, where: '?', user: '?', database: '?' };
  }
}

/** A database that may only be starting: try again in a moment. */
export function isWorthRetrying(error: unknown): boolean {
  return codesOf(error).some((code) =>
    ['ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EAI_AGAIN', '57P03'].includes(code),
  );
}

/** The French line for a start failure we know, or null (then the error is shown as it is). */
export function explainStartError(
  error: unknown,
  config: { DATABASE_URL: string; PORT: number },
): string | null {
  const codes = codesOf(error);
  const has = (...wanted: string[]) => wanted.some((code) => codes.includes(code));
  const { socket, where, user, database } = partsOf(config.DATABASE_URL);
  if (has('EADDRINUSE'))
    return `Le port ${config.PORT} est déjà utilisé\u202f: arrêtez l’autre serveur, ou choisissez un autre port (PORT=8081 npm start).`;
  if (!config.DATABASE_URL.startsWith('postgres')) {
    if (has('SQLITE_CANTOPEN'))
      return `Impossible d’ouvrir le fichier SQLite de DATABASE_URL (${config.DATABASE_URL})\u202f: vérifiez que son dossier existe et que le serveur peut y écrire.`;
    return null;
  }
  if (has('ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', '57P03'))
    return `PostgreSQL ne répond pas à ${where}\u202f: vérifiez qu’il est démarré et que DATABASE_URL désigne le bon hôte et le bon port.`;
  // By the socket, Debian lets a role in as the system user of the same name (peer).
  if (socket && has('28000'))
    return `PostgreSQL refuse l’utilisateur «\u202f${user}\u202f» sur ${where}\u202f: le serveur doit tourner sous l’utilisateur système du même nom (authentification peer), voir docs/operations.md.`;
  if (has('28P01', '28000'))
    return `PostgreSQL refuse l’utilisateur «\u202f${user}\u202f» ou son mot de passe\u202f: vérifiez DATABASE_URL (voir docs/operations.md).`;
  if (has('3D000'))
    return `La base «\u202f${database}\u202f» n’existe pas sur ${where}\u202f: créez-la (CREATE DATABASE ${database} OWNER ${user};), voir docs/operations.md.`;
  if (has('42501'))
    return `L’utilisateur «\u202f${user}\u202f» n’a pas les droits nécessaires sur la base «\u202f${database}\u202f»\u202f: faites-le propriétaire de la base (ALTER DATABASE ${database} OWNER TO ${user};) ou de son schéma public.`;
  return null;
}
