import type { Theme } from '@prepacode/domain/brands';
import {
  EXAM_TESTS,
  examPeriodLabel,
  type ExamLicence,
} from '@prepacode/domain/contracts/exam.contract';
import type { Mail } from './mailer.js';

// The mails of exam registration (issue #8): the request to the school, the learner's
// acknowledgement, and the school's notice when the learner withdraws. Everything the learner
// typed is escaped in the HTML part.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

type Row = [label: string, value: string];

/** A brand-styled HTML mail: the brand's colour band, the paragraphs, then the request's details. */
function layout(brand: Theme, paragraphs: string[], rows: Row[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#4a5568;font-weight:normal">${escape(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escape(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f4f6fa;font-family:Arial,sans-serif;color:#1b2330">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${brand.primary};color:#fff;padding:20px 24px;font-size:20px;font-weight:bold">${escape(brand.appTitle)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${body}
<table style="border-collapse:collapse;font-size:15px">${table}</table>
</div></div></body></html>`;
}

const text = (paragraphs: string[], rows: Row[]) =>
  `${paragraphs.join('\n\n')}\n\n${rows.map(([label, value]) => `${label} : ${value}`).join('\n')}\n`;

const testOf = (licence: ExamLicence) =>
  `${EXAM_TESTS[licence].name} (${EXAM_TESTS[licence].acronym})`;
/** « l’épreuve théorique moto (ETM) », inside a sentence. */
const theTest = (licence: ExamLicence) =>
  `l’${testOf(licence).replace(/^./, (first) => first.toLowerCase())}`;

/** What the learner asked for. */
const requestRows = (request: ExamMailRequest): Row[] => [
  ['Épreuve', testOf(request.licence)],
  ['Numéro NEPH', request.neph ?? 'pas encore connu de l’élève'],
  ['Période souhaitée', examPeriodLabel(request.period)],
  ['Centre souhaité', request.centre],
  ...(request.comment ? [['Commentaire', request.comment] satisfies Row] : []),
];

/** The learner and the request, as the school reads them. */
const schoolRows = (learner: ExamMailLearner, request: ExamMailRequest): Row[] => [
  ['Élève', `${learner.firstName} ${learner.lastName}`],
  ['E-mail', learner.email],
  ['Téléphone', request.phone ?? 'non indiqué'],
  ...requestRows(request),
];

/** To the school: a learner asks to be registered for the theory test. */
export function examRequestSchoolMail(
  brand: Theme,
  schoolEmail: string,
  learner: ExamMailLearner,
  request: ExamMailRequest,
): Mail {
  const paragraphs = [
    'Bonjour,',
    `${learner.firstName} ${learner.lastName} demande son inscription à ${theTest(request.licence)} depuis ${brand.appTitle}.`,
    'Répondez-lui directement pour convenir avec lui de la date et du centre.',
  ];
  const rows = schoolRows(learner, request);
  return {
    to: schoolEmail,
    subject: `${brand.appTitle} : demande d’inscription à l’examen de ${learner.firstName} ${learner.lastName}`,
    text: text(paragraphs, rows),
    html: layout(brand, paragraphs, rows),
  };
}

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
      ? 'Votre auto-école l’a reçue par e-mail et reviendra vers vous pour fixer la date.'
      : 'Votre auto-école n’a pas pu la recevoir par e-mail : prévenez-la directement de votre demande.',
    `Vous retrouvez son état dans ${brand.appTitle}, onglet « S’inscrire à l’examen ».`,
  ];
  const rows = requestRows(request);
  return {
    to: learner.email,
    subject: `${brand.appTitle} : votre demande d’inscription à l’examen`,
    text: text(paragraphs, rows),
    html: layout(brand, paragraphs, rows),
  };
}

/** To the school: the learner withdrew a request it had received. */
export function examRequestCancelledMail(
  brand: Theme,
  schoolEmail: string,
  learner: ExamMailLearner,
  request: ExamMailRequest,
): Mail {
  const paragraphs = [
    'Bonjour,',
    `${learner.firstName} ${learner.lastName} a annulé sa demande d’inscription à ${theTest(request.licence)}. Vous n’avez rien à faire pour cette demande.`,
  ];
  const rows = schoolRows(learner, request);
  return {
    to: schoolEmail,
    subject: `${brand.appTitle} : demande d’inscription à l’examen annulée (${learner.firstName} ${learner.lastName})`,
    text: text(paragraphs, rows),
    html: layout(brand, paragraphs, rows),
  };
}
