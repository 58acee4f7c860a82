import { LICENCE_CODES } from './licences.js';

// The columns of a learners' file as schools have them (issue #41, point 8): the import reads
// them, the page explains them and the template names them, all from this one list.

export interface ImportColumn {
  /** The column's name in our code and in the import's messages. */
  key:
    | 'email'
    | 'prenom'
    | 'nom'
    | 'permis'
    | 'date_naissance'
    | 'telephone'
    | 'jours'
    | 'credits'
    | 'groupe';
  /** The header of the template, as a French spreadsheet writes it. */
  header: string;
  /** What the import's messages call it: « adresse e‑mail invalide ». */
  label: string;
  required: boolean;
  /** What the page says of the cell. */
  help: string;
  /** Other headers schools write for it, compared without case, accents or punctuation. */
  aliases: readonly string[];
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'email',
    header: 'E‑mail',
    label: 'adresse e‑mail',
    required: true,
    help: 'l’adresse où part l’e‑mail de bienvenue',
    aliases: [
      'email',
      'mail',
      'courriel',
      'adresse e‑mail',
      'adresse email',
      'adresse mail',
      'adresse électronique',
    ],
  },
  {
    key: 'prenom',
    header: 'Prénom',
    label: 'prénom',
    required: true,
    help: 'le prénom',
    aliases: [],
  },
  {
    key: 'nom',
    header: 'Nom',
    label: 'nom',
    required: true,
    help: 'le nom',
    aliases: ['nom de famille'],
  },
  {
    key: 'permis',
    header: 'Permis',
    label: 'permis',
    required: true,
    help: `le code du permis\u202f: ${LICENCE_CODES.join(', ')}`,
    aliases: ['formation', 'categorie', 'code permis'],
  },
  {
    key: 'date_naissance',
    header: 'Date de naissance',
    label: 'date de naissance',
    required: false,
    help: 'jj/mm/aaaa (ex. 23/04/2006)',
    aliases: ['naissance', 'né le', 'née le', 'né(e) le'],
  },
  {
    key: 'telephone',
    header: 'Téléphone',
    label: 'téléphone',
    required: false,
    help: '10 chiffres (ex. 06 12 34 56 78)',
    aliases: ['tel', 'portable', 'mobile', 'numero de telephone'],
  },
  {
    key: 'jours',
    header: 'Jours',
    label: 'nombre de jours',
    required: false,
    help: 'les jours d’accès (365 si vide)',
    aliases: ['jours d acces', 'duree', 'duree d acces', 'duree jours'],
  },
  {
    key: 'credits',
    header: 'Crédits',
    label: 'crédits d’examens blancs',
    required: false,
    help: 'les crédits d’examens blancs (ceux de l’école pour ce permis si vide)',
    aliases: ['credits d examens blancs', 'examens blancs', 'credits examens blancs'],
  },
  {
    key: 'groupe',
    header: 'Groupe',
    label: 'groupe',
    required: false,
    help: 'le nom d’un groupe de l’école',
    aliases: ['classe'],
  },
];

/** « E-mail », « E‑MAIL » and « e_mail » read alike: no case, accents or punctuation. */
export const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const COLUMN_OF_HEADER = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) =>
    [column.key, column.header, ...column.aliases].map((name) => [headerKey(name), column]),
  ),
);

/** The column a header names, or null when it is none of ours. */
export const importColumnOf = (header: string): ImportColumn | null =>
  COLUMN_OF_HEADER.get(headerKey(header)) ?? null;

const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A day as a French spreadsheet writes it (23/04/2006, 3/4/2006, 23-04-2006, 23.04.2006) in the
 * aaaa-mm-jj our fields read; a day already in that form is kept. Anything else comes back as
 * typed, for the field's own check to refuse with its message.
 */
export function isoDayOfFrench(text: string): string {
  const match = FRENCH_DAY.exec(text.trim());
  if (!match) return text.trim();
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
