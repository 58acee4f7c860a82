import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.js';

describe('password rules', () => {
  const email = 'lea.martin@demo.test';

  it('accepts a long phrase', () => {
    expect(passwordProblem('trois mots bien choisis', email)).toBeNull();
  });

  it('refuses a short, a too long, a common or a repetitive password, in French', () => {
    expect(passwordProblem('court', email)).toBe(
      'Choisissez un mot de passe d’au moins 12 caractères.',
    );
    expect(passwordProblem('x'.repeat(201), email)).toContain('200 caractères');
    expect(passwordProblem('Azerty123456', email)).toContain('trop courant');
    expect(passwordProblem('abababababab', email)).toContain('trop courant');
  });

  it('refuses a password that contains the e‑mail’s name', () => {
    expect(passwordProblem('lea.martin2026!', email)).toContain('adresse e‑mail');
  });
});
