import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { withHashSlot } from './hash-queue.js';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

// Every hash waits for a slot of the bounded queue (hash-queue.ts), so a burst of sign-ins
// cannot take all of libuv's threads from the file reads.
function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

const optionsFor = (cost: number): ScryptOptions => ({
  N: 2 ** cost,
  r: R,
  p: P,
  // 128 × N × r bytes; Node refuses anything over 32 MiB unless told.
  maxmem: 256 * 2 ** cost * R,
});

/**
 * scrypt with OWASP's parameters by default (N = 2^17, r = 8, p = 1: 128 MiB, memory-hard).
 * The cost is stored in the hash, so it can be raised later and tests can use a small one.
 */
export async function hashPassword(password: string, cost = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost));
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(cost)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
