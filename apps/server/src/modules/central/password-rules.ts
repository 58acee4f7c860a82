/** Password rules of the central site (issue #7): long enough, and not a well-known one. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

// The most used passwords of public breach lists, French and English, and their obvious
// variants: refused whatever their length.
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  'azertyuiopqs',
  'azertyuiop123',
  'azerty123456',
  'motdepasse123',
  'motdepasse1234',
  'mot de passe',
  'password1234',
  'password12345',
  'passwordpassword',
  'qwertyuiop123',
  'qwerty123456',
  'iloveyou1234',
  'jetaime123456',
  'soleil123456',
  'doudou123456',
  'marseille1234',
  'prepacode123',
  'prepacode2026',
  'bienvenue123',
  'bienvenue1234',
  'aaaaaaaaaaaa',
  '111111111111',
  '000000000000',
  'abcdefghijkl',
  'abc123456789',
]);

/** A French reason the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Choisissez un mot de passe d’au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || new Set(lower).size <= 2) {
    return 'Ce mot de passe est trop courant : choisissez-en un autre, par exemple une phrase de plusieurs mots.';
  }
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) {
    return 'Le mot de passe ne doit pas contenir votre adresse e‑mail.';
  }
  return null;
}
