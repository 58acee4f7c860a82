import { describe, expect, it } from 'vitest';
import type { LoadedQuestion } from './content.types.js';
import { nearestQuestions } from './nearest-questions.js';

const question = (
  id: string,
  enonce: string,
  explication: string,
  reference: string,
): LoadedQuestion => ({
  id,
  bank: 'essai',
  theme: id[3] ?? 'L',
  enonce,
  propositions: { A: 'Oui', B: 'Non' },
  correctes: ['A'],
  explication,
  reference,
});

// Issue #42: one point asked twice in other words (a reviewer's find of 26 November 2026, as
// the lexical check cannot see it), among questions of other points.
const bank = [
  question(
    'ES-U-001',
    'Hors agglomération, je rattrape un cavalier qui longe la route. Que dois-je faire ?',
    'Un cheval peut prendre peur : je ralentis, je n’utilise pas l’avertisseur et je le dépasse en laissant au moins 1,50 m.',
    'Code de la route, art. R414-4',
  ),
  question(
    'ES-U-002',
    'En ville, un piéton attend au bord du passage protégé. Je dois :',
    'Je cède le passage au piéton qui s’engage ou manifeste l’intention de traverser.',
    'Code de la route, art. R415-11',
  ),
  question(
    'ES-C-001',
    'Après deux heures de conduite sur autoroute, je bâille. Que dois-je faire ?',
    'La somnolence annonce l’endormissement : je m’arrête sur une aire pour une pause.',
    'Code de la route, art. R412-6',
  ),
];
const draft = question(
  'ES-C-002',
  'Sur une route de campagne, une personne à cheval marche devant moi sur le bas-côté. Je peux :',
  'L’animal peut s’effrayer : je réduis ma vitesse, je ne klaxonne pas et je le dépasse en laissant 1,50 m au moins.',
  'Code de la route, art. R413-17 et R414-4',
);

describe('the questions closest to a new one (issue #42)', () => {
  it('finds the same point asked in other words first, however few words they share', () => {
    const near = nearestQuestions([draft], bank).get('ES-C-002');
    expect(near?.map((other) => other.id)).toEqual(['ES-U-001', 'ES-U-002', 'ES-C-001']);
    expect(near?.[0]?.closeness).toBeGreaterThan(2 * (near?.[1]?.closeness ?? 1));
  });

  it('never gives a question as its own neighbour, and as many as asked', () => {
    const near = nearestQuestions(bank, bank, 2);
    for (const [id, others] of near) {
      expect(others).toHaveLength(2);
      expect(others.map((other) => other.id)).not.toContain(id);
    }
  });
});
