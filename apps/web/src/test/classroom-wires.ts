// Test support only (imported by *.test.tsx): the classroom session's answers as the server
// sends them, each changed as a test needs.
import type {
  ClassroomStaffView,
  ClassroomSummary,
} from '@prepacode/domain/contracts/classroom.contract';
import { spaceWire } from './school-space-kit';

export const summary = (changes: Partial<ClassroomSummary> = {}): ClassroomSummary => ({
  id: 's1',
  code: null,
  libelle: 'Examen blanc 3',
  permis: 'b',
  ecole_nom: 'Auto-école de la Gare',
  rythme: 'chrono',
  phase: 'terminee',
  debut: '2026-11-25T17:00:00.000Z',
  fin: '2026-11-25T17:40:00.000Z',
  participants: 12,
  nb_questions: 40,
  moyenne: 33.5,
  reussis: 7,
  ...changes,
});

export const staffView = (changes: Partial<ClassroomStaffView> = {}): ClassroomStaffView => ({
  id: 's2',
  code: 'ACF347',
  permis: 'b',
  libelle: 'Thème\u202f: Circulation',
  ecole_nom: 'Auto-école de la Gare',
  rythme: 'moniteur',
  phase: 'attente',
  position: 0,
  nb_questions: 20,
  participants: 0,
  reponses: 0,
  echeance: null,
  secondes: null,
  version: '1',
  ...changes,
});

/** An instructor, who may run sessions and see the learners, nothing else. */
export const instructor = spaceWire({
  moi: { prenom: 'Marc', nom: 'Leroy', role: 'moniteur' },
  actions: ['voir_eleves', 'animer_seances'],
});
