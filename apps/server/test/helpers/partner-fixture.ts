/** The HMAC secret of the test partners (32 characters at least, as config.ts requires). */
export const PARTNER_SECRET = 'un-secret-partenaire-de-trente-deux-caracteres';

/** A network partner that signs its learners in and may create their accounts (PARTNERS). */
export const RESEAU_PARTNER = {
  id: 'reseau',
  secret: PARTNER_SECRET,
  issuer: 'https://reseau.example',
  structure: 'demo-auto-ecole',
  createAccounts: true,
};
