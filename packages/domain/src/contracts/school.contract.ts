import { z } from 'zod/mini';
import { LICENCE_CODES } from '../licences.js';
import { STAFF_ACTIONS, STAFF_ROLES } from '../staff-roles.js';

// The school space's calls on the central site (issue #19). Not in spec §7: ours, in French;
// docs/api.md ("School space") describes them. Every one checks the staff member's role and
// schools on the server (modules/staff/staff-access.ts).

/** GET {central}/api/ecole: who is signed in, what they may do, where. */
export const schoolSpaceSchema = z.object({
  moi: z.object({ prenom: z.string(), nom: z.string(), role: z.enum(STAFF_ROLES) }),
  actions: z.array(z.enum(STAFF_ACTIONS)),
  /** The schools the staff member can see: theirs, or their network's. */
  ecoles: z.array(z.object({ id: z.string(), nom: z.string() })),
  groupes: z.array(z.object({ id: z.string(), nom: z.string(), ecole: z.string() })),
});
export type SchoolSpace = z.infer<typeof schoolSpaceSchema>;

/** The learners list's sortable columns. */
export const LEARNER_SORTS = [
  'nom',
  'permis',
  'acces',
  'activite',
  'examens',
  'dernier',
  'meilleur',
  'credits',
] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];

export const LEARNER_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Days without practice after which a learner counts as inactive. */
export const INACTIVE_DAYS = 14;
/** Days before the end of access that count as « expiring soon ». */
export const EXPIRING_DAYS = 30;

const text = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));
const id = z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.')));

/** GET {central}/api/ecole/eleves and /eleves.csv: the filters, the sort, the page. */
export const learnersQuerySchema = z.object({
  recherche: text(100, 'La recherche tient en 100 caractères au plus.'),
  permis: z.optional(z.enum(LICENCE_CODES, 'Ce permis n’existe pas.')),
  /** Open inscriptions unless `fermee`: ended, ending within 30 days, or closed by the school. */
  acces: z.optional(z.enum(['expire', 'bientot', 'fermee'], 'Ce filtre d’accès n’existe pas.')),
  pret: z.optional(z.literal('oui', 'Le filtre « prêt » vaut oui ou rien.')),
  inactif: z.optional(z.literal('oui', 'Le filtre « inactif » vaut oui ou rien.')),
  /** The learners whose deletion request waits for the school (ADR 0017). */
  suppression: z.optional(
    z.literal('demandee', 'Le filtre « suppression » vaut demandee ou rien.'),
  ),
  groupe: id,
  ecole: id,
  tri: z.optional(z.enum(LEARNER_SORTS, 'Ce tri n’existe pas.')),
  ordre: z.optional(z.enum(['asc', 'desc'], 'L’ordre vaut asc ou desc.')),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Numéro de page invalide.'))),
  taille: z.optional(
    z.enum(
      LEARNER_PAGE_SIZES.map(String) as ['10', '25', '50', '100'],
      'Choisissez 10, 25, 50 ou 100 résultats par page.',
    ),
  ),
});
export type LearnersQuery = z.infer<typeof learnersQuerySchema>;

/**
 * A mock exam's mark: right answers out of its questions, or points out of its total for an
 * exam counted in points (hauturier: 13.5 out of 20), as the learner's page shows it.
 */
const score = z.nullable(z.object({ bonnes: z.number(), total: z.number() }));

/** One row per inscription: a learner with two licences has two rows. */
export const learnerRowSchema = z.object({
  inscription: z.number(),
  eleve: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  ecole: z.string(),
  groupe: z.nullable(z.string()),
  permis: z.string(),
  /** Last day of access, 'yyyy-MM-dd'. */
  acces_jusquau: z.nullable(z.string()),
  /** Closed by the school: the learner cannot practise it (spec §4: only `ouvert` counts). */
  fermee: z.boolean(),
  /** The last answer or lesson, ISO instant. */
  derniere_activite: z.nullable(z.string()),
  examens_faits: z.number(),
  dernier_score: score,
  meilleur_score: score,
  /** The dashboard's verdict (domain readiness.ts, with readiness-chance.ts). */
  pret: z.boolean(),
  /**
   * The memory model's chance of passing the mock exam on the learner's exam day (or today),
   * from 0 to 1, as the learner's dashboard gives it (issue #44); null for a licence without
   * a bank.
   */
  chance_reussite: z.nullable(z.number()),
  credits_restants: z.number(),
  /** Every series of this licence, ended or not. */
  bonnes_reponses: z.number(),
  questions_repondues: z.number(),
  /** Lessons marked done, every course of the learner. */
  cours_termines: z.number(),
  /** The learner's deletion request, while the school has not acted on it. */
  demande_suppression: z.nullable(
    z.object({ date_demande: z.string(), motif: z.nullable(z.string()) }),
  ),
});
export type LearnerRow = z.infer<typeof learnerRowSchema>;

export const learnersPageSchema = z.object({
  eleves: z.array(learnerRowSchema),
  total: z.number(),
  page: z.number(),
  taille: z.number(),
});
export type LearnersPage = z.infer<typeof learnersPageSchema>;

/** The access extensions the school space offers, in days. */
export const ACCESS_EXTENSIONS = [30, 90, 180, 365] as const;
export const MAX_CREDITS_ADDED = 50;

/** POST {central}/api/ecole/inscriptions/{id}/prolongation */
export const extendBodySchema = z.object({
  jours: z.literal(ACCESS_EXTENSIONS, 'Choisissez 30, 90, 180 ou 365 jours.'),
});

/** POST {central}/api/ecole/inscriptions/{id}/credits */
export const creditsBodySchema = z.object({
  nombre: z
    .int('Indiquez un nombre entier de crédits.')
    .check(
      z.minimum(1, 'Ajoutez au moins 1 crédit.'),
      z.maximum(MAX_CREDITS_ADDED, `Ajoutez ${MAX_CREDITS_ADDED} crédits au plus à la fois.`),
    ),
});

/** A selection of the list acted on at once (#41, point 5): one page of it at most. */
export const MAX_SELECTION = 100;

const selectionOf = <T extends z.ZodMiniType>(item: T, what: string) =>
  z
    .array(item, `Choisissez au moins un ${what}.`)
    .check(
      z.minLength(1, `Choisissez au moins un ${what}.`),
      z.maxLength(MAX_SELECTION, `Choisissez ${MAX_SELECTION} ${what}s au plus à la fois.`),
    );
const inscriptionIds = selectionOf(
  z
    .int('Identifiant de formation invalide.')
    .check(z.positive('Identifiant de formation invalide.')),
  'élève',
);

/** POST {central}/api/ecole/inscriptions/prolongation: these formations, each by `jours`. */
export const extendSelectionBodySchema = z.object({
  inscriptions: inscriptionIds,
  ...extendBodySchema.shape,
});
export type ExtendSelectionBody = z.infer<typeof extendSelectionBodySchema>;

/** POST {central}/api/ecole/inscriptions/credits: `nombre` more credits to each formation. */
export const creditsSelectionBodySchema = z.object({
  inscriptions: inscriptionIds,
  ...creditsBodySchema.shape,
});
export type CreditsSelectionBody = z.infer<typeof creditsSelectionBodySchema>;

/** POST {central}/api/ecole/eleves/lien-mot-de-passe: a password link to each learner. */
export const linksSelectionBodySchema = z.object({
  eleves: selectionOf(
    z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant d’élève invalide.')),
    'élève',
  ),
});
export type LinksSelectionBody = z.infer<typeof linksSelectionBodySchema>;

export const inscriptionParamsSchema = z.object({
  id: z.string().check(z.regex(/^\d{1,16}$/, 'Identifiant de formation invalide.')),
});

/** POST {central}/api/ecole/inscriptions/{id}/statut: close it, or open it again. */
export const statusBodySchema = z.object({
  fermee: z.boolean('Indiquez si la formation est fermée (true) ou ouverte (false).'),
});

/** What an action on an inscription answers: the row's new values and a sentence to show. */
export const inscriptionActionSchema = z.object({
  message: z.string(),
  acces_jusquau: z.nullable(z.string()),
  credits_restants: z.number(),
  fermee: z.boolean(),
});

export const learnerParamsSchema = z.object({
  eleve: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant d’élève invalide.')),
});

/** An action's answer: a French sentence to show. */
export const schoolAnswerSchema = z.object({ message: z.string() });
