import { ofPerson } from '@prepacode/domain/typography';
import type { Theme } from '@prepacode/domain/brands';
import { brandMail } from './layout.js';
import type { Mail } from './mailer.js';

// The school space's answer to a learner's message (issue #19, point 5); its decisions on an
// exam request are in exam-decision-mail.ts. What the staff typed is escaped by the layout.

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
  return brandMail(brand, learner.email, `réponse ${ofPerson(input.schoolName)} à votre message`, {
    paragraphs: [
      `Bonjour ${learner.firstName},`,
      `${input.author} (${input.schoolName}) vous répond\u202f:`,
      input.answer,
    ],
    quote: { label: 'Votre message', text: input.question },
  });
}
