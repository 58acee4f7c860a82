import type { Theme } from '@prepacode/domain/brands';
import { brandMail, renderMail, type MailBody } from './layout.js';
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
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
    ],
    action: { label: 'Choisir mon mot de passe', url: link },
  };
  return brandMail(brand, to.email, `choisissez un nouveau mot de passe`, body);
}

// '2027-05-21' → « 21 mai 2027 » (the day is a calendar day: read at noon UTC, no shift).
const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const frenchDay = (day: string) => frenchDate.format(new Date(`${day}T12:00:00Z`));

export const WELCOME_LINK_DAYS = 7;

/** After a sign-up (activation code, partner link or operator): the access, then the password. */
export function welcomeMail(
  brand: Theme,
  to: { email: string; firstName: string },
  access: { licenceName: string; until: string; schoolName: string },
  link: string,
): Mail {
  const body: MailBody = {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `Bienvenue sur ${brand.appTitle} ! Votre compte est créé et votre formation est ouverte : séries d’entraînement, examens blancs, corrections expliquées et cours vous attendent.`,
      `Pour vous connecter, choisissez d’abord votre mot de passe. Ce lien est valable ${WELCOME_LINK_DAYS} jours et ne sert qu’une fois ; ensuite, « Mot de passe oublié » vous en enverra un autre.`,
    ],
    facts: [
      ['Formation', access.licenceName],
      ['Accès jusqu’au', frenchDay(access.until)],
      ['Proposée par', access.schoolName],
      ['Identifiant', to.email],
    ],
    action: { label: 'Choisir mon mot de passe', url: link },
  };
  return {
    to: to.email,
    subject: `Bienvenue sur ${brand.appTitle} : choisissez votre mot de passe`,
    ...renderMail(brand, body),
  };
}

/** A code or partner link used with the address of an existing account: the access it added. */
export function accessAddedMail(
  brand: Theme,
  to: { email: string; firstName: string },
  access: { licenceName: string; until: string },
  signInUrl: string,
): Mail {
  const body: MailBody = {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `Une formation vient d’être ajoutée à votre compte ${brand.appTitle}. Connectez-vous avec votre mot de passe habituel pour la retrouver.`,
      'Si vous n’êtes pas à l’origine de cette inscription, répondez à ce message.',
    ],
    facts: [
      ['Formation', access.licenceName],
      ['Accès jusqu’au', frenchDay(access.until)],
    ],
    action: { label: 'Me connecter', url: signInUrl },
  };
  return brandMail(brand, to.email, `une formation ajoutée à votre compte`, body);
}

/** A staff account made by the operator: the invitation to choose its password. */
export function staffInvitationMail(
  brand: Theme,
  to: { email: string; firstName: string },
  link: string,
  validDays: number,
): Mail {
  const body: MailBody = {
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `Un compte ${brand.appTitle} vient d’être ouvert pour vous : depuis l’espace de votre école, vous suivrez vos élèves et pourrez ouvrir leur espace pour les aider.`,
      `Choisissez d’abord votre mot de passe. Ce lien est valable ${validDays} jours et ne sert qu’une fois ; ensuite, « Mot de passe oublié » vous en enverra un autre.`,
    ],
    facts: [['Identifiant', to.email]],
    action: { label: 'Choisir mon mot de passe', url: link },
  };
  return brandMail(brand, to.email, `votre compte vous attend`, body);
}
