import type { Theme } from '@prepacode/domain/brands';
import { EXAM_SCORE_MAX, type ExamResult } from '@prepacode/domain/contracts/exam.contract';
import {
  bookingSentence,
  examDayLabel,
  examTimeLabel,
  type ExamBooking,
} from '@prepacode/domain/exam-booking';
import { brandMail, type Fact } from './layout.js';
import type { Mail } from './mailer.js';

// The school's decisions on a learner's exam request (issue #19, point 5; issue #41, points 1
// and 2), each a mail to the learner: the booking with its day, time and centre, its move or
// cancellation, the result and its correction, and the reminder two days before the exam.
// What the staff typed is escaped by the layout.

interface Learner {
  email: string;
  firstName: string;
}

export type ExamDecisionMail =
  | { kind: 'confirmee'; booking: ExamBooking }
  | { kind: 'deplacee'; booking: ExamBooking; before: ExamBooking | null }
  | { kind: 'annulee_ecole'; booking: ExamBooking | null; reason: string }
  | { kind: 'refusee'; reason: string }
  | { kind: 'resultat'; result: ExamResult; score: number }
  | { kind: 'corrige'; result: ExamResult; score: number; reason: string }
  | { kind: 'rappel'; booking: ExamBooking };

const verdict = (result: ExamResult, score: number) =>
  `${result === 'favorable' ? 'favorable' : 'défavorable'}, ${score}/${EXAM_SCORE_MAX}`;

const bookingFacts = (booking: ExamBooking, now: number): Fact[] => [
  ['Date', examDayLabel(booking.day, now)],
  ['Heure', examTimeLabel(booking.time)],
  ['Centre', booking.centre],
];

/** What to bring: the centres let no one in without both. */
const BRING = 'Munissez-vous d’une pièce d’identité en cours de validité et de votre convocation.';

function content(decision: ExamDecisionMail, now: number): { lines: string[]; facts?: Fact[] } {
  switch (decision.kind) {
    case 'confirmee':
      return {
        lines: [
          `Votre auto-école vous a inscrit à l’examen du code. ${bookingSentence(decision.booking, now)}.`,
          BRING,
        ],
        facts: bookingFacts(decision.booking, now),
      };
    case 'deplacee':
      return {
        lines: [
          decision.before
            ? `Votre auto-école a déplacé votre examen du code, prévu le ${examDayLabel(decision.before.day, now)}. Nouvelle date\u202f: ${bookingSentence(decision.booking, now).replace(/^Examen le /, 'le ')}.`
            : `Votre auto-école a fixé la date de votre examen du code. ${bookingSentence(decision.booking, now)}.`,
          BRING,
        ],
        facts: bookingFacts(decision.booking, now),
      };
    case 'annulee_ecole':
      return {
        lines: [
          decision.booking
            ? `Votre auto-école a annulé votre examen du code du ${examDayLabel(decision.booking.day, now)}.`
            : 'Votre auto-école a annulé votre inscription à l’examen du code.',
          `Motif\u202f: ${decision.reason}`,
          'Vous pourrez faire une nouvelle demande quand elle vous le proposera.',
        ],
      };
    case 'refusee':
      return {
        lines: [
          'Votre auto-école n’a pas pu donner suite à votre demande d’inscription à l’examen.',
          `Motif\u202f: ${decision.reason}`,
        ],
      };
    case 'resultat':
      return {
        lines: [
          `Votre auto-école a enregistré le résultat de votre examen du code\u202f: ${verdict(decision.result, decision.score)}.`,
        ],
      };
    case 'corrige':
      return {
        lines: [
          `Votre auto-école a corrigé le résultat de votre examen du code\u202f: ${verdict(decision.result, decision.score)}.`,
          `Motif\u202f: ${decision.reason}`,
        ],
      };
    case 'rappel':
      return {
        lines: [
          `Votre examen du code approche. ${bookingSentence(decision.booking, now)}.`,
          BRING,
          'Bonne révision\u202f!',
        ],
        facts: bookingFacts(decision.booking, now),
      };
  }
}

const SUBJECTS: Record<ExamDecisionMail['kind'], string> = {
  confirmee: 'votre examen du code est réservé',
  deplacee: 'votre examen du code change de date',
  annulee_ecole: 'votre examen du code est annulé',
  refusee: 'votre demande d’inscription à l’examen',
  resultat: 'le résultat de votre examen du code',
  corrige: 'le résultat de votre examen du code est corrigé',
  rappel: 'rappel de votre examen du code',
};

/** The school's decision on the learner's exam request, or the reminder of their exam. */
export function examDecisionMail(
  brand: Theme,
  learner: Learner,
  decision: ExamDecisionMail,
  now: number = Date.now(),
): Mail {
  const where = `Vous retrouvez son état dans ${brand.appTitle}, onglet « S’inscrire à l’examen ».`;
  const { lines, facts } = content(decision, now);
  return brandMail(brand, learner.email, SUBJECTS[decision.kind], {
    paragraphs: [`Bonjour ${learner.firstName},`, ...lines, where],
    facts,
  });
}
