import type { Theme } from '@prepacode/domain/brands';
import { brandMail, type MailBody } from './layout.js';
import type { Mail } from './mailer.js';

/**
 * A school enrolled an address that already has an account (ADR 0030): its owner chooses
 * whether the account joins that school. Ignoring the mail changes nothing.
 */
export function enrolmentConsentMail(
  brand: Theme,
  to: { email: string; firstName: string },
  offer: { schoolName: string; licenceName: string },
  link: string,
  validity: string,
): Mail {
  const body: MailBody = {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `${offer.schoolName} souhaite vous inscrire sur ${brand.appTitle}. Votre adresse a déjà un compte\u202f: ouvrez le lien pour rejoindre l’école avec ce compte. Vos séries, vos résultats et vos formations vous suivent, et l’école que vous quitteriez ne les verrait plus.`,
      `Ce lien est valable ${validity} et ne sert qu’une fois. Si vous ne connaissez pas cette école, ignorez ce message\u202f: rien ne change.`,
    ],
    facts: [
      ['École', offer.schoolName],
      ['Formation', offer.licenceName],
      ['Compte', to.email],
    ],
    action: { label: 'Voir la proposition', url: link },
  };
  return brandMail(brand, to.email, `${offer.schoolName} vous propose de la rejoindre`, body);
}
