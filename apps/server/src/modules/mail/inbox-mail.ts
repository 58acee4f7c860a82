import type { Theme } from '@prepacode/domain/brands';
import { EXAM_SCORE_MAX, type ExamResult } from '@prepacode/domain/contracts/exam.contract';
import { brandMail } from './layout.js';
import type { Mail } from './mailer.js';

// The school space's mails to a learner (issue #19, point 5): a staff member's answer to their
// message, and each decision on their exam request. What the staff typed is escaped by the
// layout.

interface Learner {
  email: string;
  firstName: string;
}

/** The answer to the learner's « Nous contacter » message, quoting what they wrote. */
export function contactAnswerMail(
  brand: Theme,
  learner: Learner,
  input: { schoolName: string; author: string; answer: string; question: string },
): Mail {
  return brandMail(brand, learner.email, `réponse de ${input.schoolName} à votre message`, {
    paragraphs: [
      `Bonjour ${learner.firstName},`,
      `${input.author} (${input.schoolName}) vous répond\u202f:`,
      input.answer,
    ],
    quote: { label: 'Votre message', text: input.question },
  });
}

export type ExamDecisionMail =
  | { kind: 'confirmee' }
  | { kind: 'refusee'; reason: string }
  | { kind: 'resultat'; result: ExamResult; score: number };

/** The school's decision on the learner's exam request. */
export function examDecisionMail(brand: Theme, learner: Learner, decision: ExamDecisionMail): Mail {
  const where = `Vous retrouvez son état dans ${brand.appTitle}, onglet « S’inscrire à l’examen ».`;
  const lines =
    decision.kind === 'confirmee'
      ? ['Votre auto-école a confirmé votre inscription à l’examen du code.']
      : decision.kind === 'refusee'
        ? [
            'Votre auto-école n’a pas pu donner suite à votre demande d’inscription à l’examen.',
            `Motif\u202f: ${decision.reason}`,
          ]
        : [
            `Votre auto-école a enregistré le résultat de votre examen du code\u202f: ${
              decision.result === 'favorable' ? 'favorable' : 'défavorable'
            }, ${decision.score}/${EXAM_SCORE_MAX}.`,
          ];
  return brandMail(brand, learner.email, `votre demande d’inscription à l’examen`, {
    paragraphs: [`Bonjour ${learner.firstName},`, ...lines, where],
  });
}
