import type { Theme } from '@prepacode/domain/brands';
import type { Mail } from './mailer.js';

// The one frame of every mail we send: the brand's colour band, the paragraphs, then, as the
// mail needs them, a table of facts, a quoted message and one button. Every value is escaped:
// much of it was typed by a learner.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Fact = [label: string, value: string];

export interface MailBody {
  paragraphs: string[];
  facts?: Fact[];
  /** A learner's own words, kept with their line breaks; the label heads them in plain text. */
  quote?: { label: string; text: string };
  action?: { label: string; url: string };
}

export function mailHtml(brand: Theme, { paragraphs, facts = [], quote, action }: MailBody) {
  const parts = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`);
  if (facts.length > 0) {
    const rows = facts.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#4a5568;font-weight:normal">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    );
    parts.push(
      `<table style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${rows.join('')}</table>`,
    );
  }
  if (quote) {
    parts.push(
      `<blockquote style="margin:0;padding:12px 16px;border-left:4px solid ${brand.primary};background:#f4f6fa;white-space:pre-wrap">${escapeHtml(quote.text)}</blockquote>`,
    );
  }
  if (action) {
    const url = escapeHtml(action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${url}" style="background:${brand.primary};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0;font-size:13px;color:#4a5568">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur : ${url}</p>`,
    );
  }
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f4f6fa;font-family:Arial,sans-serif;color:#1b2330">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${brand.primary};color:#fff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.appTitle)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${parts.join('\n')}
</div></div></body></html>`;
}

/** The same mail as plain text. */
export function mailText({ paragraphs, facts = [], quote, action }: MailBody) {
  const parts = [paragraphs.join('\n\n')];
  if (facts.length > 0) parts.push(facts.map(([label, value]) => `${label} : ${value}`).join('\n'));
  if (quote) parts.push(`${quote.label} :\n${quote.text}`);
  if (action) parts.push(`${action.label} : ${action.url}`);
  return `${parts.join('\n\n')}\n`;
}

/** Both parts of a mail from one body. */
export const renderMail = (brand: Theme, body: MailBody) => ({
  text: mailText(body),
  html: mailHtml(brand, body),
});

/** A mail of the brand to one address: « <app> : <subject> », both parts from one body. */
export const brandMail = (brand: Theme, to: string, subject: string, body: MailBody): Mail => ({
  to,
  subject: `${brand.appTitle}\u202f: ${subject}`,
  ...renderMail(brand, body),
});
