import { ofPerson } from '@prepacode/domain/typography';
import type { Theme } from '@prepacode/domain/brands';
import {
  CONTACT_SUBJECTS,
  type ContactSubject,
} from '@prepacode/domain/contracts/contact.contract';
import { brandMail, renderMail, type Fact } from './layout.js';
import type { Mail } from './mailer.js';

// The two mails of « Nous contacter » (issue #8): the learner's message to the school, and the
// acknowledgement to the learner. Every value a learner typed is escaped in the HTML part.

export interface ContactMailInput {
  brand: Theme;
  school: { name: string; email: string };
  learner: { firstName: string; lastName: string; email: string };
  subject: ContactSubject;
  message: string;
  phone: string | null;
}

/** To the school, answerable straight to the learner (Reply-To). */
export function schoolContactMail(input: ContactMailInput): Mail {
  const { brand, learner } = input;
  const name = `${learner.firstName} ${learner.lastName}`;
  const label = CONTACT_SUBJECTS[input.subject];
  const paragraphs = [
    'Bonjour,',
    `${name} vous écrit depuis ${brand.appTitle}. Répondez à ce message pour lui écrire directement.`,
  ];
  const facts: Fact[] = [
    ['Sujet', label],
    ['Élève', name],
    ['École', input.school.name],
    ['Adresse e‑mail', learner.email],
    ['Téléphone', input.phone ?? 'non indiqué'],
  ];
  return {
    to: input.school.email,
    replyTo: learner.email,
    subject: `${brand.appTitle} – ${label} : message ${ofPerson(name)}`,
    ...renderMail(brand, { paragraphs, facts, quote: { label: 'Message', text: input.message } }),
  };
}

/** To the learner: what was sent, to whom; a reply reaches the school. */
export function contactAcknowledgementMail(input: ContactMailInput): Mail {
  const { brand, learner, school } = input;
  const label = CONTACT_SUBJECTS[input.subject];
  const paragraphs = [
    `Bonjour ${learner.firstName},`,
    `Votre message a bien été envoyé à votre auto-école (${school.name}) : elle vous répondra à cette adresse e‑mail${input.phone ? ' ou par téléphone' : ''}.`,
    'Pour ajouter une précision, répondez à cet e‑mail : votre réponse ira à votre auto-école.',
  ];
  const facts: Fact[] = [['Sujet', label]];
  return {
    ...brandMail(brand, learner.email, `votre message a bien été envoyé`, {
      paragraphs,
      facts,
      quote: { label: 'Votre message', text: input.message },
    }),
    replyTo: school.email,
  };
}
