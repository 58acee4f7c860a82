import type { LoadedQuestion } from './content.types.js';
import { contentWords, overlap } from './near-duplicates.js';

// Issue #42: the questions of a bank closest to a new one by what it is about, beyond its
// words, for its reviewer to compare (`npm run content:proches`): two questions can put the
// learner in the same situation and teach the same point in words different enough to pass the
// lexical check (near-duplicates.ts), « une camionnette en double file » and « un utilitaire
// arrêté sur ma voie ». A question is read as the things of the road its statement and picture
// speak of (each word mapped to a concept of the lexicon below, so synonyms meet), the words of
// its statement, the words of its explanation (two questions teaching one point explain it
// alike), and the rules it cites. Offline and the same at every run, as the lexical check is.
// On the 15 pairs the reviewers of 26 November 2026 sent back as one question asked twice, the
// other question was the closest of the bank 10 times and among the 3 closest 13 times.

/** Each concept, and the beginnings of the words (accents and case dropped) that say it. */
const SITUATION: Record<string, string[]> = {
  pedestrian: ['pieton', 'passant', 'marcheu'],
  crossing: ['passage pieton', 'passage protege', 'zebra'],
  cyclist: ['cycli', 'velo', 'bicycl'],
  motorcycle: ['moto', 'motard', 'deux-roues', 'deux roues', 'scooter'],
  scooter: ['trottin', 'edpm', 'engin de deplacement'],
  heavy: ['camion', 'poids lourd', 'utilitaire', 'semi-remorque', 'fourgon', 'livreur', 'livrai'],
  bus: ['bus', 'autobus', 'autocar', 'car scolaire', 'transport en commun', 'transports en commun'],
  tram: ['tram'],
  child: ['enfant', 'ecolier', 'ecole', 'ballon'],
  animal: ['animal', 'animaux', 'chien', 'chevreuil', 'cerf', 'sanglier', 'betail', 'troupeau'],
  rider: ['cavalier', 'cheval', 'chevaux'],
  tractor: ['tracteur', 'agricole', 'moissonn'],
  emergency: ['ambulance', 'pompier', 'gyrophare', 'sirene', 'prioritaire', 'secours'],
  door: ['portiere'],
  parked: ['gare', 'garee', 'stationn'],
  overtaking: ['depass', 'doubler', 'double '],
  junction: ['carrefour', 'intersection', 'croisement'],
  roundabout: ['giratoire', 'rond-point', 'rond point', 'anneau'],
  lights: ['feu vert', 'feu rouge', 'feu orange', 'feu tricolore', 'feux tricolores'],
  stop: ['stop'],
  giveWay: ['cedez', 'ceder le passage'],
  motorway: ['autoroute', 'voie rapide', 'bande d’arret', 'bande d arret'],
  slipRoad: ['bretelle', 'insertion', 'acceleration'],
  bend: ['virage', 'courbe', 'epingle'],
  crest: ['sommet', 'descente', 'pente'],
  night: ['nuit', 'obscurit', 'eclairage'],
  fog: ['brouillard'],
  rain: ['pluie', 'mouill', 'aquaplan'],
  snow: ['neige', 'verglas', 'gel'],
  wind: ['vent', 'rafale'],
  glare: ['eblou', 'soleil'],
  tunnel: ['tunnel'],
  levelCrossing: ['passage a niveau', 'train', 'barriere'],
  works: ['travaux', 'chantier'],
  alcohol: ['alcool', 'alcoolemie', 'ethylo', 'biere', 'vin '],
  drugs: ['stupef', 'cannabis', 'drogue'],
  medicine: ['medicament', 'pictogramme'],
  fatigue: ['fatigu', 'somnol', 'sommeil', 'endormi', 'pause'],
  phone: ['telephon', 'portable', 'oreillette', 'ecouteur', 'ecran', 'sms'],
  distance: ['distance', 'intervalle', 'ecart', 'secondes'],
  blindSpot: ['angle mort', 'retroviseur'],
  indicator: ['clignotant'],
  horn: ['klaxon', 'avertisseur sonore'],
  beam: ['feux de route', 'feux de croisement', 'plein phare', 'appel de phares'],
  belt: ['ceinture', 'siege auto', 'rehausseur', 'airbag'],
  tyre: ['pneu'],
  brakes: ['frein'],
  warningLight: ['voyant', 'temoin'],
  hazard: ['feux de detresse', 'triangle', 'gilet'],
  queue: ['bouchon', 'embouteill', 'file de voitures', 'ralentissement'],
  reversing: ['marche arriere', 'recule'],
  accident: ['accident', 'blesse', 'victime', 'constat'],
};

const normalise = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9’' -]+/g, ' ')
    .replace(/\s+/g, ' ')} `;

/** The concepts of `lexicon` said in `text`: a word (or words) beginning as the lexicon's. */
function concepts(lexicon: Record<string, string[]>, text: string): Set<string> {
  const said = normalise(text);
  return new Set(
    Object.entries(lexicon)
      .filter(([, words]) => words.some((word) => said.includes(` ${word}`)))
      .map(([concept]) => concept),
  );
}

/** The articles a reference cites: « R412-6-1 », « L234-1 »; a rule of another text by its name. */
function rulesOf(reference: string): Set<string> {
  return new Set(reference.toUpperCase().match(/\b[RLD]\s?\d{3}-\d+(-\d+)?\b/g) ?? []);
}

/** What a question is about: its rules, and the words and concepts of its situation and lesson. */
interface Reading {
  id: string;
  rules: Set<string>;
  situation: Set<string>;
  lesson: Set<string>;
}

function readingOf(question: LoadedQuestion): Reading {
  const seen = `${question.enonce} ${question.enonce_suite ?? ''} ${question.media?.alt ?? ''}`;
  return {
    id: question.id,
    rules: rulesOf(question.reference),
    situation: new Set([
      ...contentWords(seen),
      ...[...concepts(SITUATION, seen)].map((concept) => `#${concept}`),
    ]),
    lesson: contentWords(question.explication),
  };
}

/** How close two readings are, 0 to 1: the lesson weighs most, the situation next, a rule in common a little. */
function closeness(a: Reading, b: Reading): number {
  const sharedRule = [...a.rules].some((rule) => b.rules.has(rule)) ? 1 : 0;
  return (
    0.55 * overlap(a.lesson, b.lesson).similarity +
    0.4 * overlap(a.situation, b.situation).similarity +
    0.05 * sharedRule
  );
}

export interface Neighbour {
  id: string;
  closeness: number;
}

/** For each question asked about, the `count` questions of `bank` closest to it (itself apart). */
export function nearestQuestions(
  asked: readonly LoadedQuestion[],
  bank: readonly LoadedQuestion[],
  count = 3,
): Map<string, Neighbour[]> {
  const readings = bank.filter((question) => !question.reponse).map(readingOf);
  return new Map(
    asked.map((question) => {
      const reading = readingOf(question);
      const near = readings
        .filter((other) => other.id !== question.id)
        .map((other) => ({ id: other.id, closeness: closeness(reading, other) }))
        .sort((x, y) => y.closeness - x.closeness)
        .slice(0, count);
      return [question.id, near];
    }),
  );
}
