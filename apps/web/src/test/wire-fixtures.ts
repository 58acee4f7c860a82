import type { ApplicationWire, InscriptionWire } from '@prepacode/domain/contracts/auth.contract';
import type { UtilisateurResponse } from '@prepacode/domain/contracts/front.contract';

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

/** GET /api/front/utilisateur for Léa, with the open B inscription and no message. */
export const utilisateurWire = (
  changes: Partial<UtilisateurResponse> = {},
): UtilisateurResponse => ({
  inscription: inscriptionWire,
  inscriptions: [inscriptionWire],
  messages: [],
  eleve: {
    prenom: 'Léa',
    nom: 'Martin',
    email: 'eleve@demo.test',
    id_profile: 'u1',
    photo_url: null,
    groupement_id: null,
    structure_id: 's1',
  },
  applications_externes: [],
  application_kopilote: [],
  ...changes,
});
