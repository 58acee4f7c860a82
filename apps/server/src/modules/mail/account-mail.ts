import type { Theme } from '@prepacode/domain/brands';
import { brandMail } from './layout.js';
import type { Mail } from './mailer.js';

// The mails of the learner's e-mail change (issue #18, point 11): the link goes to the new
// address, proving the learner reads it; the old address is told, so a stolen session cannot
// move an account away unnoticed.

/** To the new address: the single-use link that makes the change. */
export function emailChangeLinkMail(
  brand: Theme,
  to: { email: string; firstName: string },
  link: string,
  validHours: number,
): Mail {
  return brandMail(brand, to.email, `confirmez votre nouvelle adresse e‑mail`, {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `Vous avez demandé à utiliser cette adresse pour votre compte ${brand.appTitle}. Elle remplacera l’ancienne dès que vous aurez ouvert ce lien, valable ${validHours} heures et utilisable une seule fois.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.',
    ],
    action: { label: 'Confirmer ma nouvelle adresse', url: link },
  });
}

/** To the old address, once the change is made. */
export function emailChangedMail(
  brand: Theme,
  to: { email: string; firstName: string },
  newEmail: string,
): Mail {
  return brandMail(brand, to.email, `votre adresse e‑mail a changé`, {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `L’adresse e‑mail de votre compte ${brand.appTitle} est désormais ${newEmail}. Utilisez-la pour vous connecter.`,
      'Si vous n’êtes pas à l’origine de ce changement, contactez votre auto-école sans attendre.',
    ],
  });
}
