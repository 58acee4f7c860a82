import type { Theme } from '@prepacode/domain/brands';
import type { Mail } from './mailer.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A brand-styled HTML mail: the brand's colour band, the paragraphs, one button. */
function layout(brand: Theme, paragraphs: string[], action: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f4f6fa;font-family:Arial,sans-serif;color:#1b2330">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${brand.primary};color:#fff;padding:20px 24px;font-size:20px;font-weight:bold">${escape(brand.appTitle)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${body}
<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:${brand.primary};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escape(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#4a5568">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur : ${escape(action.url)}</p>
</div></div></body></html>`;
}

/** The password link of the central site's forgotten-password flow. */
export function passwordLinkMail(
  brand: Theme,
  to: { email: string; firstName: string },
  link: string,
  validMinutes: number,
): Mail {
  const paragraphs = [
    `Bonjour ${to.firstName},`,
    `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${brand.appTitle}. Ce lien est valable ${validMinutes} minutes et ne sert qu’une fois.`,
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
  ];
  return {
    to: to.email,
    subject: `${brand.appTitle} : choisissez un nouveau mot de passe`,
    text: `${paragraphs.join('\n\n')}\n\nChoisir mon mot de passe : ${link}\n`,
    html: layout(brand, paragraphs, { label: 'Choisir mon mot de passe', url: link }),
  };
}
