import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('accepts the right password and refuses others', async () => {
    const stored = await hashPassword('demo-prepacode', 10);
    expect(stored).toMatch(/^scrypt\$10\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('demo-prepacode', stored)).toBe(true);
    expect(await verifyPassword('demo-prepacodE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('même mot', 10)).not.toBe(await hashPassword('même mot', 10));
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Étoile', 10);
    expect(await verifyPassword('E\u0301toile', stored)).toBe(true);
  });

  it('uses OWASP’s scrypt cost by default', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$17\$/);
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
  });
});
