import { z } from 'zod/mini';
import { LICENCE_CODES } from '../licences.js';
import { emailSchema, frenchPhoneSchema, isCalendarDay } from './fields.js';

// The school space's account actions (issue #19, point 3): create a learner, import a CSV of
// learners, activation codes in batches. The page and the server check the same schemas;
// docs/api.md ("School space") describes the calls.

const id = z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.')));

/** A learner's name as staff type it: the sign-up's rule, said to the staff member. */
const learnerName = (what: 'prénom' | 'nom') =>
  z
    .string({ error: `Indiquez le ${what} de l’élève.` })
    .check(
      z.trim(),
      z.minLength(1, `Indiquez le ${what} de l’élève.`),
      z.maxLength(60, `Le ${what} tient en 60 caractères au plus.`),
      z.regex(
        /^\p{L}[\p{L}\p{M}' ’.-]*$/u,
        `Le ${what} ne peut contenir que des lettres, des espaces, des apostrophes et des traits d’union.`,
      ),
    );

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .int(`Indiquez un nombre entier de ${what}.`)
    .check(
      z.minimum(min, `Indiquez de ${min} à ${max} ${what}.`),
      z.maximum(max, `Indiquez de ${min} à ${max} ${what}.`),
    );

export const MAX_ACCESS_DAYS = 3650;
export const MAX_INITIAL_CREDITS = 50;

/** POST {central}/api/ecole/eleves: a learner, their inscription, and the welcome mail. */
export const learnerCreateBodySchema = z.object({
  prenom: learnerName('prénom'),
  nom: learnerName('nom'),
  email: emailSchema,
  telephone: z.optional(
    frenchPhoneSchema('Indiquez un numéro français à 10 chiffres (ex. 06 12 34 56 78).'),
  ),
  permis: z.enum(LICENCE_CODES, 'Choisissez un permis.'),
  jours: wholeNumber(1, MAX_ACCESS_DAYS, 'jours d’accès'),
  credits: wholeNumber(0, MAX_INITIAL_CREDITS, 'crédits d’examens blancs'),
  /** Required when the staff member has several schools. */
  ecole: id,
  groupe: id,
});
export type LearnerCreateBody = z.infer<typeof learnerCreateBodySchema>;

/**
 * POST {central}/api/ecole/eleves/{eleve}/formations: another licence for a learner of the
 * school (issue #41, point 6: B then ETM), with its access and credits as « Nouvel élève ».
 */
export const formationBodySchema = z.pick(learnerCreateBodySchema, {
  permis: true,
  jours: true,
  credits: true,
});
export type FormationBody = z.infer<typeof formationBodySchema>;

/**
 * PUT {central}/api/ecole/eleves/{eleve}/identite (issue #41, point 6): the name changes at
 * once; a new address only once the learner opens the link mailed to it.
 */
export const identityBodySchema = z.object({
  prenom: learnerName('prénom'),
  nom: learnerName('nom'),
  email: emailSchema,
});
export type IdentityBody = z.infer<typeof identityBodySchema>;

export const learnerCreatedSchema = z.object({
  message: z.string(),
  eleve: z.string(),
  acces_jusquau: z.string(),
});

/** Rows an import reads at most, and the file's size (before base64). */
export const MAX_IMPORT_ROWS = 2000;
export const MAX_IMPORT_BYTES = 1_000_000;

/** POST {central}/api/ecole/eleves/import: `essai` checks every row and writes nothing. */
export const importBodySchema = z.object({
  /** The file's bytes in base64: UTF-8 (BOM or not) or Windows-1252, the server tells which. */
  fichier: z
    .string('Choisissez un fichier CSV.')
    .check(
      z.minLength(1, 'Choisissez un fichier CSV.'),
      z.maxLength(
        Math.ceil(MAX_IMPORT_BYTES / 3) * 4,
        'Le fichier dépasse 1 Mo : découpez-le en plusieurs fichiers.',
      ),
    ),
  ecole: id,
  /** Rows whose address already has an account are left aside instead of counting as errors. */
  ignorer_existants: z.boolean('Indiquez si les élèves déjà inscrits sont ignorés.'),
  essai: z.boolean('Indiquez s’il s’agit d’un essai.'),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const IMPORT_OUTCOMES = ['cree', 'ignore', 'erreur'] as const;

export const importAnswerSchema = z.object({
  lignes: z.array(
    z.object({
      ligne: z.number(),
      email: z.string(),
      prenom: z.string(),
      nom: z.string(),
      permis: z.string(),
      resultat: z.enum(IMPORT_OUTCOMES),
      /** Why a row is left aside or refused, in French. */
      raison: z.nullable(z.string()),
      /** What a row to create gives: days of access, mock-exam credits, the group's name. */
      acces: z.nullable(
        z.object({ jours: z.number(), credits: z.number(), groupe: z.nullable(z.string()) }),
      ),
    }),
  ),
  /** The file's columns that are none of ours (« Ville »), left aside. */
  colonnes_ignorees: z.array(z.string()),
  /** Rows created by the import (an essai: rows it would create). */
  a_creer: z.number(),
  ignores: z.number(),
  erreurs: z.number(),
  /** Written: 0 for an essai. */
  crees: z.number(),
  mails_non_envoyes: z.number(),
  message: z.string(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

export const MAX_CODES_PER_BATCH = 500;

/** POST {central}/api/ecole/codes: a batch of activation codes. */
export const codesGenerateBodySchema = z.object({
  nombre: wholeNumber(1, MAX_CODES_PER_BATCH, 'codes'),
  permis: z.enum(LICENCE_CODES, 'Choisissez un permis.'),
  jours_acces: wholeNumber(1, MAX_ACCESS_DAYS, 'jours d’accès'),
  credits: wholeNumber(0, MAX_INITIAL_CREDITS, 'crédits d’examens blancs'),
  /** The last day a code can be activated (French calendar). */
  expire_le: z
    .string('Indiquez la date d’expiration des codes.')
    .check(z.refine(isCalendarDay, 'Indiquez une date d’expiration valide (jj/mm/aaaa).')),
  lot: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Donnez un nom au lot, ou laissez le champ vide.'),
        z.maxLength(60, 'Le nom du lot tient en 60 caractères au plus.'),
      ),
  ),
  ecole: id,
});
export type CodesGenerateBody = z.infer<typeof codesGenerateBodySchema>;

const batchFields = {
  ecole: z.string(),
  ecole_nom: z.string(),
  /** Where the school's learners type a code: its brand's page (#41, point 9). */
  adresse_activation: z.string(),
  lot: z.string(),
  permis: z.string(),
  jours_acces: z.number(),
  credits: z.number(),
  expire_le: z.string(),
  cree_le: z.string(),
  total: z.number(),
  utilises: z.number(),
  revoques: z.number(),
  /** Neither used, revoked nor expired. */
  disponibles: z.number(),
};

/** GET {central}/api/ecole/codes: the batches, newest first. */
export const codeBatchesSchema = z.object({ lots: z.array(z.object(batchFields)) });
export type CodeBatch = z.infer<typeof codeBatchesSchema>['lots'][number];

export const codesGeneratedSchema = z.object({
  message: z.string(),
  ecole: z.string(),
  lot: z.string(),
});

/** GET {central}/api/ecole/codes/lot and /codes/lot.csv: one batch. */
export const batchQuerySchema = z.object({
  ecole: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant d’école invalide.')),
  lot: z.string().check(z.minLength(1, 'Indiquez le lot.'), z.maxLength(60, 'Lot inconnu.')),
});

export const CODE_STATES = ['disponible', 'utilise', 'revoque', 'expire'] as const;

export const batchCodesSchema = z.object({
  ...batchFields,
  codes: z.array(
    z.object({
      code: z.string(),
      etat: z.enum(CODE_STATES),
      /** The day it was used or revoked. */
      le: z.nullable(z.string()),
      /** Who used it, while their account is theirs. */
      par: z.nullable(z.object({ eleve: z.string(), nom: z.string() })),
    }),
  ),
});
export type BatchCodes = z.infer<typeof batchCodesSchema>;

/** POST {central}/api/ecole/codes/{code}/revocation */
export const codeParamsSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'Code invalide.')),
});

/**
 * GET {central}/api/ecole/credits-par-defaut?ecole: a school's mock-exam credits for a new
 * learner, per licence (issue #41, point 5), every licence listed (0 where none is set).
 */
export const creditDefaultsQuerySchema = z.object({ ecole: id });

const creditDefaults = {
  ecole: z.string(),
  nom: z.string(),
  credits: z.array(z.object({ permis: z.enum(LICENCE_CODES), credits: z.number() })),
};
export const creditDefaultsSchema = z.object(creditDefaults);
export type CreditDefaults = z.infer<typeof creditDefaultsSchema>;

/** A licence's mock-exam credits for a new learner, as the settings' field checks them. */
export const defaultCreditsSchema = wholeNumber(0, MAX_INITIAL_CREDITS, 'crédits d’examens blancs');

/** PUT {central}/api/ecole/credits-par-defaut: the licences given, each to its new credits. */
export const creditDefaultsBodySchema = z.object({
  ecole: id,
  credits: z
    .array(
      z.object({
        permis: z.enum(LICENCE_CODES, 'Choisissez un permis.'),
        credits: defaultCreditsSchema,
      }),
    )
    .check(z.maxLength(LICENCE_CODES.length, 'Un permis au plus par ligne.')),
});
export type CreditDefaultsBody = z.infer<typeof creditDefaultsBodySchema>;

export const creditDefaultsAnswerSchema = z.object({ ...creditDefaults, message: z.string() });
