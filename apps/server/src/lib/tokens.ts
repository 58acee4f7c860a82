import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random secret for cookies, tickets and links: 32 bytes, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a leaked table opens no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Text ids made by the app (ADR 0004): 16 random bytes. */
export const newId = () => randomBytes(16).toString('base64url');

/**
 * Numeric ids where the spec reads them as numbers (inscriptions: `selectedInscriptionId` is
 * base 10): random below 2^48, so collisions stay negligible and the value is a safe JS integer.
 */
export const newNumericId = () => randomInt(1, 2 ** 48);
