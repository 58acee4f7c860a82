// Test support only (imported by *.test.tsx): what the server answers « Questions à relire ».
import type {
  NetworkBank,
  ReviewedQuestion,
} from '@prepacode/domain/contracts/question-review.contract';
import { spaceWire } from '../../../test/school-space-kit';

export const LIST = '/central/api/ecole/questions-a-relire';
export const DECIDE = `${LIST}/decision`;
export const SHARE = '/central/api/ecole/banques-reseau/part';

/** The network's operator, who may review. */
export const operator = spaceWire({
  moi: { prenom: 'Inès', nom: 'Roux', role: 'operateur' },
  actions: ['voir_eleves', 'gerer_eleves', 'voir_signalements', 'gerer_reseau'],
  ecoles: [
    { id: 'a', nom: 'Auto-école de la Gare' },
    { id: 'b', nom: 'Auto-école du Port' },
  ],
});

export const bank = (changes: Partial<NetworkBank> = {}): NetworkBank => ({
  id: 'reseau-sud',
  libelle: 'Banque du réseau Sud',
  permis: 'b',
  part_examens: 10,
  a_relire: 2,
  acceptees: 1,
  refusees: 0,
  ...changes,
});

/** A complete question, ready to be accepted as it is. */
export const question = (changes: Partial<ReviewedQuestion> = {}): ReviewedQuestion => ({
  identifiant: 'RS-A-001',
  banque: { id: 'reseau-sud', libelle: 'Banque du réseau Sud' },
  theme: { lettre: 'A', libelle: 'Circulation' },
  statut: 'a_relire',
  version_relecture: 3,
  enonce: 'Je peux dépasser ce véhicule.',
  enonce_suite: null,
  media: { url: '/media/reseau-sud/a-001.webp', alt: 'Un tracteur roule devant moi.' },
  propositions: [
    { lettre: 'A', texte: 'Oui', juste: false },
    { lettre: 'B', texte: 'Non', juste: true },
  ],
  reponse: null,
  explication: 'La ligne continue interdit de la franchir, même pour dépasser un véhicule lent.',
  reference: 'Code de la route, article R. 412-19',
  origine: '«\u202fsud.gift\u202f», ligne 12',
  modifications: ['Espace insécable ajoutée avant «\u202f?\u202f».'],
  a_completer: [],
  proches: [
    { identifiant: 'CR-A-014', similarite: 83, enonce: 'Puis-je dépasser ce tracteur\u202f?' },
  ],
  relue_par: null,
  relue_le: null,
  ...changes,
});

/** A typed answer whose explanation the import could not find. */
export const incomplete = question({
  identifiant: 'RS-B-002',
  theme: { lettre: 'B', libelle: 'Conducteur' },
  version_relecture: 1,
  enonce: 'À 90 km/h, quelle distance parcourt-on en une seconde (en mètres)\u202f?',
  media: null,
  propositions: [],
  reponse: { valeur: '25', tolerance: '1', nombre: true },
  explication: '',
  origine: '«\u202fsud.gift\u202f», ligne 40',
  modifications: [],
  a_completer: ['L’explication manque.'],
  proches: [],
});

/** The same question once decided, as the decision's answer gives it. */
export const decided = (
  from: ReviewedQuestion,
  statut: ReviewedQuestion['statut'],
): ReviewedQuestion => ({
  ...from,
  statut,
  version_relecture: from.version_relecture + 1,
  a_completer: [],
  relue_par: 'Inès Roux',
  relue_le: '2026-11-20T09:30:00.000Z',
});
