import type { UserRow } from '../auth/accounts.repository.js';
import type { TicketFailure } from '../auth/tickets.service.js';

// CAS 3.0 serviceValidate answers (XML, or JSON with format=JSON), so that any CAS client can
// use our sign-on.

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function casAttributes(user: UserRow, theme: string): Record<string, string> {
  return { id: user.id, prenom: user.first_name, nom: user.last_name, email: user.email, theme };
}

export function casSuccess(user: UserRow, theme: string, format: 'XML' | 'JSON'): string {
  const attributes = casAttributes(user, theme);
  if (format === 'JSON') {
    return JSON.stringify({
      serviceResponse: { authenticationSuccess: { user: user.email, attributes } },
    });
  }
  const lines = Object.entries(attributes).map(
    ([name, value]) => `      <cas:${name}>${escapeXml(value)}</cas:${name}>`,
  );
  return [
    "<cas:serviceResponse xmlns:cas='http://www.yale.edu/tp/cas'>",
    '  <cas:authenticationSuccess>',
    `    <cas:user>${escapeXml(user.email)}</cas:user>`,
    '    <cas:attributes>',
    ...lines,
    '    </cas:attributes>',
    '  </cas:authenticationSuccess>',
    '</cas:serviceResponse>',
  ].join('\n');
}

const DESCRIPTIONS: Record<TicketFailure | 'INVALID_REQUEST', string> = {
  INVALID_TICKET: 'Ticket inconnu, déjà utilisé ou expiré.',
  INVALID_SERVICE: 'Ce ticket a été émis pour un autre service.',
  INVALID_REQUEST: 'Les paramètres service et ticket sont obligatoires.',
};

export function casFailure(
  code: TicketFailure | 'INVALID_REQUEST',
  format: 'XML' | 'JSON',
): string {
  const description = DESCRIPTIONS[code];
  if (format === 'JSON') {
    return JSON.stringify({ serviceResponse: { authenticationFailure: { code, description } } });
  }
  return [
    "<cas:serviceResponse xmlns:cas='http://www.yale.edu/tp/cas'>",
    `  <cas:authenticationFailure code='${code}'>${escapeXml(description)}</cas:authenticationFailure>`,
    '</cas:serviceResponse>',
  ].join('\n');
}
