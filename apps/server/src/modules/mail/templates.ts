import type { Theme } from '@prepacode/domain/brands';
import { renderMail, type MailBody } from './layout.js';
import type { Mail } from './mailer.js';

/** The password link of the central site's forgotten-password flow. */
export function passwordLinkMail(
  brand: Theme,
  to: { email: string; firstName: string },
  link: string,
  validMinutes: number,
): Mail {
  const body: MailBody = {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${brand.appTitle}. Ce lien est valable ${validMinutes} minutes et ne sert qu’une fois.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
    ],
    action: { label: 'Choisir mon mot de passe', url: link },
  };
  return {
    to: to.email,
    subject: `${brand.appTitle} : choisissez un nouveau mot de passe`,
    ...renderMail(brand, body),
  };
}
