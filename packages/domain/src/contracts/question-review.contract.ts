import { z } from 'zod/mini';

// Issue #46, point 4: the questions of a network's imported banks, reviewed by its operator in
// the school space. GET {central}/api/ecole/questions-a-relire lists them; POST
// {central}/api/ecole/questions-a-relire/decision accepts, edits or refuses one, and
// PUT {central}/api/ecole/banques-reseau/part sets a bank's share of the mock exams.
// docs/api.md ("School space") describes them.

/** Where an imported question stands, by wire name, with its French label. */
export const REVIEW_STATUSES = {
  a_relire: 'À relire',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
} as const;
export type ReviewStatus = keyof typeof REVIEW_STATUSES;
const STATUS_KEYS = Object.keys(REVIEW_STATUSES) as [ReviewStatus, ...ReviewStatus[]];

/** The highest share of a mock exam a network's banks may take, in per cent. */
export const MAX_EXAM_SHARE = 50;

/** A bank's id, as the import names it (`--bank`). */
const bankId = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,38}$/, 'Banque inconnue.'));

/** The questions shown on a page: a bank's or all, and as many as the learners list offers. */
export const REVIEW_PAGE_SIZES = ['10', '25', '50', '100'] as const;

export const reviewQuerySchema = z.object({
  statut: z.optional(z.enum(STATUS_KEYS, 'Ce statut n’existe pas.')),
  banque: z.optional(bankId),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Numéro de page invalide.'))),
  taille: z.optional(z.enum(REVIEW_PAGE_SIZES, 'Choisissez 10, 25, 50 ou 100 questions par page.')),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

const propositionSchema = z.object({ lettre: z.string(), texte: z.string(), juste: z.boolean() });

/** A question of an imported bank as it reads today, with what its import found. */
export const reviewedQuestionSchema = z.object({
  identifiant: z.string(),
  banque: z.object({ id: z.string(), libelle: z.string() }),
  theme: z.object({ lettre: z.string(), libelle: z.string() }),
  statut: z.enum(STATUS_KEYS),
  /** Sent back with a decision: another operator's decision since then answers 409. */
  version_relecture: z.number(),
  enonce: z.string(),
  enonce_suite: z.nullable(z.string()),
  media: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  propositions: z.array(propositionSchema),
  /**
   * A typed answer: a number and its margin, or a short answer's words as the correction says
   * them (tolerance « 0 ») with `mots`, the words accepted, for the operator to edit. `nombre`:
   * the value is a plain number, which the operator may correct with its margin.
   */
  reponse: z.nullable(
    z.object({
      valeur: z.string(),
      tolerance: z.string(),
      mots: z.optional(z.array(z.string())),
      nombre: z.optional(z.boolean()),
    }),
  ),
  explication: z.string(),
  reference: z.string(),
  /** Its name and line in the file it came from. */
  origine: z.string(),
  /** What the import changed (typography mended…). */
  modifications: z.array(z.string()),
  /** What must be written before it can be accepted. */
  a_completer: z.array(z.string()),
  /** Questions in play that ask nearly the same, with their statement. */
  proches: z.array(
    z.object({ identifiant: z.string(), similarite: z.number(), enonce: z.string() }),
  ),
  /** Who decided, and when (ISO), once decided. */
  relue_par: z.nullable(z.string()),
  relue_le: z.nullable(z.string()),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

export const networkBankSchema = z.object({
  id: z.string(),
  libelle: z.string(),
  permis: z.string(),
  /** Per cent of each mock exam drawn from its accepted questions. */
  part_examens: z.number(),
  a_relire: z.number(),
  acceptees: z.number(),
  refusees: z.number(),
});
export type NetworkBank = z.infer<typeof networkBankSchema>;

export const reviewPageSchema = z.object({
  banques: z.array(networkBankSchema),
  questions: z.array(reviewedQuestionSchema),
  /** How many questions the filters keep, and which page of how many this is. */
  total: z.number(),
  page: z.number(),
  taille: z.number(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

const text = (min: number, max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, `${label}\u202f: ${min} caractères au moins.`),
      z.maxLength(max, `${label}\u202f: ${max} caractères au plus.`),
    );

/** A number as the French write it: « 110 », « 2,5 », « -3 ». */
const decimal = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(/^-?\d{1,9}([,.]\d{1,6})?$/, `${label}\u202f: un nombre, par exemple 110 ou 2,5.`),
    );

/** What the operator may rewrite of a question before accepting it. */
export const reviewEditSchema = z.object({
  enonce: text(10, 400, 'L’énoncé'),
  /** Letter → text, A to D in order; absent for a typed answer. */
  propositions: z.optional(z.record(z.string(), text(1, 200, 'Une proposition'))),
  correctes: z.optional(z.array(z.string())),
  explication: text(40, 1200, 'L’explication'),
  reference: text(5, 200, 'La référence'),
  /** The picture's description, when it has one. */
  alt: z.optional(text(10, 300, 'La description de l’image')),
  /** A plain number's value and margin, as the French write them (« 2,5 »). */
  valeur: z.optional(decimal('La réponse attendue')),
  tolerance: z.optional(decimal('La marge acceptée')),
  /** A short answer's words accepted, the first as the correction shows it. */
  mots: z.optional(
    z
      .array(text(1, 40, 'Une réponse acceptée'))
      .check(
        z.minLength(1, 'Écrivez au moins une réponse acceptée.'),
        z.maxLength(10, 'Dix réponses acceptées au plus.'),
      ),
  ),
});
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

export const reviewDecisionSchema = z.object({
  identifiant: z.string().check(z.regex(/^[A-Z]{2}-[A-Z]-\d{3}$/, 'Identifiant invalide.')),
  version_relecture: z.number().check(z.int(), z.nonnegative()),
  decision: z.enum(
    ['acceptee', 'refusee'],
    'Choisissez «\u202faccepter\u202f» ou «\u202frefuser\u202f».',
  ),
  /** The question as the operator rewrote it: a new version, checked like our own. */
  modification: z.optional(reviewEditSchema),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const reviewDecisionAnswerSchema = z.object({
  message: z.string(),
  question: reviewedQuestionSchema,
});

export const examShareSchema = z.object({
  banque: bankId,
  part_examens: z
    .number()
    .check(
      z.int('Une part en pour cent, sans virgule.'),
      z.minimum(0, `Une part de 0 à ${MAX_EXAM_SHARE}\u202f%.`),
      z.maximum(MAX_EXAM_SHARE, `Une part de 0 à ${MAX_EXAM_SHARE}\u202f%.`),
    ),
});

export const examShareAnswerSchema = z.object({ message: z.string(), banque: networkBankSchema });
