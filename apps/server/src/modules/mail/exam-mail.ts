import { ofPerson } from '@prepacode/domain/typography';
import type { Theme } from '@prepacode/domain/brands';
import {
  EXAM_TESTS,
  examPeriodLabel,
  type ExamLicence,
} from '@prepacode/domain/contracts/exam.contract';
import { brandMail, type Fact } from './layout.js';
import type { Mail } from './mailer.js';

// The mails of exam registration (issue #8): the request to the school, the learner's
// acknowledgement, and the school's notice when the learner withdraws. Everything the learner
// typed is escaped in the HTML part.

export interface ExamMailLearner {
  email: string;
  firstName: string;
  lastName: string;
}

export interface ExamMailRequest {
  licence: ExamLicence;
  neph: string | null;
  period: string;
  centre: string;
  phone: string | null;
  comment: string | null;
}

const testOf = (licence: ExamLicence) =>
  `${EXAM_TESTS[licence].name} (${EXAM_TESTS[licence].acronym})`;
/** « l’épreuve théorique moto (ETM) », inside a sentence. */
const theTest = (licence: ExamLicence) =>
  `l’${testOf(licence).replace(/^./, (first) => first.toLowerCase())}`;

/** What the learner asked for. */
const requestRows = (request: ExamMailRequest): Fact[] => [
  ['Épreuve', testOf(request.licence)],
  ['Numéro NEPH', request.neph ?? 'pas encore connu de l’élève'],
  ['Période souhaitée', examPeriodLabel(request.period)],
  ['Centre souhaité', request.centre],
  ...(request.comment ? [['Commentaire', request.comment] satisfies Fact] : []),
];

/** The learner and the request, as the school reads them. */
const schoolRows = (learner: ExamMailLearner, request: ExamMailRequest): Fact[] => [
  ['Élève', `${learner.firstName} ${learner.lastName}`],
  ['E‑mail', learner.email],
  ['Téléphone', request.phone ?? 'non indiqué'],
  ...requestRows(request),
];

/** A mail to the school about a learner's request: who, and the request, below the lines. */
const schoolMail =
  (
    subject: (name: string) => string,
    lines: (name: string, test: string, brand: Theme) => string[],
  ) =>
  (brand: Theme, schoolEmail: string, learner: ExamMailLearner, request: ExamMailRequest): Mail => {
    const name = `${learner.firstName} ${learner.lastName}`;
    return brandMail(brand, schoolEmail, subject(name), {
      paragraphs: ['Bonjour,', ...lines(name, theTest(request.licence), brand)],
      facts: schoolRows(learner, request),
    });
  };

/** To the school: a learner asks to be registered for the theory test. */
export const examRequestSchoolMail = schoolMail(
  (name) => `demande d’inscription à l’examen ${ofPerson(name)}`,
  (name, test, brand) => [
    `${name} demande son inscription à ${test} depuis ${brand.appTitle}.`,
    'Répondez-lui directement pour convenir avec lui de la date et du centre.',
  ],
);

/** To the school: the learner withdrew a request it had received. */
export const examRequestCancelledMail = schoolMail(
  (name) => `demande d’inscription à l’examen annulée (${name})`,
  (name, test) => [
    `${name} a annulé sa demande d’inscription à ${test}. Vous n’avez rien à faire pour cette demande.`,
  ],
);

/** To the learner: the request is recorded, and whether the school was told. */
export function examRequestAckMail(
  brand: Theme,
  learner: ExamMailLearner,
  request: ExamMailRequest,
  schoolNotified: boolean,
): Mail {
  const paragraphs = [
    `Bonjour ${learner.firstName},`,
    `Votre demande d’inscription à ${theTest(request.licence)} est enregistrée.`,
    schoolNotified
      ? 'Votre auto-école l’a reçue par e‑mail et reviendra vers vous pour fixer la date.'
      : 'Votre auto-école n’a pas pu la recevoir par e‑mail : prévenez-la directement de votre demande.',
    `Vous retrouvez son état dans ${brand.appTitle}, onglet « S’inscrire à l’examen ».`,
  ];
  const rows = requestRows(request);
  return brandMail(brand, learner.email, `votre demande d’inscription à l’examen`, {
    paragraphs,
    facts: rows,
  });
}
