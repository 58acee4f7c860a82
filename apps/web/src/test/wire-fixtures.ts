import type { ApplicationWire, InscriptionWire } from '@prepacode/domain/contracts/auth.contract';

/** An open B inscription as the server sends it. */
export const inscriptionWire: InscriptionWire = {
  id: 7,
  permis: 'b',
  date_expiration: '2027-11-21',
  credits_total: 20,
  credits_restants: 17,
  statut: 'ouvert',
};

/** An open course application as the server sends it. */
export const applicationWire: ApplicationWire = {
  label: 'cours-code',
  titre: 'Cours',
  lien: '/cours/cours-code',
  couleur: '#000',
  plein_ecran: true,
  is_max: false,
  permis: 'b',
  statut: 'ouvert',
};
