import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A small bank for content tests: prefix ES, themes L and C, serving licence b. */
export const FIXTURE_BANK = `id: essai
prefixe: ES
libelle: Banque d’essai
permis: [b]
themes:
  - identifiant: L
    libelle: Circulation
    libelle_court: Circ.
    couleur: '#0b5cad'
  - identifiant: C
    libelle: Conducteur
    couleur: '#6d28d9'
`;

// Statements of different facts, so that the questions of a fixture are not near-duplicates.
const STATEMENTS = [
  'Hors agglomération, sans panneau, la vitesse maximale est\u202F:',
  'Sur une route mouillée, la distance de freinage par rapport au sec devient\u202F:',
  'La nuit, dans une rue bien éclairée, quels feux dois-je allumer\u202F?',
  'Un piéton attend au bord du passage protégé. Je dois\u202F:',
];

/** ES-L-001 asks the first; other numbers and themes take the others in turn. */
const statementOf = (id: string) => {
  const theme = id.charCodeAt(3);
  const shift = theme === 'L'.charCodeAt(0) ? 0 : theme;
  return STATEMENTS[(Number(id.slice(-3)) - 1 + shift) % STATEMENTS.length] ?? '';
};

/** One valid question as YAML; `change` edits its text to make it invalid or different. */
export const fixtureQuestion = (id: string, extra = '') => `- id: ${id}
  enonce: '${statementOf(id)}'
  propositions:
    A: 80 km/h
    B: 90 km/h
  correctes: [A]
  explication: La limite est de 80 km/h sur ces routes sauf panneau contraire, pas 90 km/h.
  reference: Code de la route, art. R413-2
${extra}`;

/** Writes a content folder (the fixture bank plus `files`) under a new temporary folder. */
export function writeContent(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prepacode-content-'));
  for (const [file, text] of Object.entries({ 'banks/essai/bank.yaml': FIXTURE_BANK, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
