import type { Theme } from '@prepacode/domain/brands';
import {
  CONTACT_SUBJECTS,
  type ContactSubject,
} from '@prepacode/domain/contracts/contact.contract';
import type { Mail } from './mailer.js';

// The two mails of « Nous contacter » (issue #8): the learner's message to the school, and the
// acknowledgement to the learner. Every value a learner typed is escaped in the HTML part.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ContactMailInput {
  brand: Theme;
  school: { name: string; email: string };
  learner: { firstName: string; lastName: string; email: string };
  subject: ContactSubject;
  message: string;
  phone: string | null;
}

/** A brand-styled HTML mail: the colour band, the paragraphs, a table of facts, the message. */
function layout(
  brand: Theme,
  paragraphs: string[],
  facts: [label: string, value: string][],
  message: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:bold">${escape(label)}</th><td style="padding:4px 0">${escape(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f4f6fa;font-family:Arial,sans-serif;color:#1b2330">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${brand.primary};color:#fff;padding:20px 24px;font-size:20px;font-weight:bold">${escape(brand.appTitle)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${body}
<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid ${brand.primary};background:#f4f6fa;white-space:pre-wrap">${escape(message)}</blockquote>
</div></div></body></html>`;
}

const factsText = (facts: [string, string][]) =>
  facts.map(([label, value]) => `${label} : ${value}`).join('\n');

/** To the school, answerable straight to the learner (Reply-To). */
export function schoolContactMail(input: ContactMailInput): Mail {
  const { brand, learner } = input;
  const name = `${learner.firstName} ${learner.lastName}`;
  const label = CONTACT_SUBJECTS[input.subject];
  const paragraphs = [
    'Bonjour,',
    `${name} vous écrit depuis ${brand.appTitle}. Répondez à ce message pour lui écrire directement.`,
  ];
  const facts: [string, string][] = [
    ['Sujet', label],
    ['Élève', name],
    ['École', input.school.name],
    ['Adresse e-mail', learner.email],
    ['Téléphone', input.phone ?? 'non indiqué'],
  ];
  return {
    to: input.school.email,
    replyTo: learner.email,
    subject: `${brand.appTitle} – ${label} : message de ${name}`,
    text: `${paragraphs.join('\n\n')}\n\n${factsText(facts)}\n\nMessage :\n${input.message}\n`,
    html: layout(brand, paragraphs, facts, input.message),
  };
}

/** To the learner: what was sent, to whom; a reply reaches the school. */
export function contactAcknowledgementMail(input: ContactMailInput): Mail {
  const { brand, learner, school } = input;
  const label = CONTACT_SUBJECTS[input.subject];
  const paragraphs = [
    `Bonjour ${learner.firstName},`,
    `Votre message a bien été envoyé à votre auto-école (${school.name}) : elle vous répondra à cette adresse e-mail${input.phone ? ' ou par téléphone' : ''}.`,
    'Pour ajouter une précision, répondez à cet e-mail : votre réponse ira à votre auto-école.',
  ];
  const facts: [string, string][] = [['Sujet', label]];
  return {
    to: learner.email,
    replyTo: school.email,
    subject: `${brand.appTitle} : votre message a bien été envoyé`,
    text: `${paragraphs.join('\n\n')}\n\n${factsText(facts)}\n\nVotre message :\n${input.message}\n`,
    html: layout(brand, paragraphs, facts, input.message),
  };
}
