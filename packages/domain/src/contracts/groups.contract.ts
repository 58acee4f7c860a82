import { z } from 'zod/mini';

// The school space's groups (issue #19, point 7: the spec's groupId) and the erasure of a
// learner's personal data (point 3, ADR 0017). Ours, in French; docs/api.md ("School space").

export const GROUP_NAME_MAX = 80;
/** A page of the learners list at most: what a manager can select at once. */
export const MAX_LEARNERS_MOVED = 100;

const groupName = z
  .string('Indiquez le nom du groupe.')
  .check(
    z.trim(),
    z.minLength(1, 'Indiquez le nom du groupe.'),
    z.maxLength(
      GROUP_NAME_MAX,
      `Le nom d’un groupe tient en ${GROUP_NAME_MAX} caractères au plus.`,
    ),
  );
const id = (message: string) => z.string(message).check(z.regex(/^[\w-]{1,40}$/, message));

/** One group of the staff member's schools, with how many learners are in it. */
export const groupSchema = z.object({
  id: z.string(),
  nom: z.string(),
  ecole: z.string(),
  ecole_nom: z.string(),
  eleves: z.number(),
});
export type GroupWire = z.infer<typeof groupSchema>;

/** GET {central}/api/ecole/groupes */
export const groupsSchema = z.object({ groupes: z.array(groupSchema) });

/** POST {central}/api/ecole/groupes: the school may be left out by who has only one. */
export const groupCreateBodySchema = z.object({
  nom: groupName,
  ecole: z.optional(id('Choisissez l’école du groupe.')),
});

/** PUT {central}/api/ecole/groupes/{groupe} */
export const groupRenameBodySchema = z.object({ nom: groupName });

export const groupParamsSchema = z.object({ groupe: id('Identifiant de groupe invalide.') });

/** What a change to a group answers: the group as the list shows it, and a sentence. */
export const groupAnswerSchema = z.object({ message: z.string(), groupe: groupSchema });

/** POST {central}/api/ecole/eleves/groupe: these learners into a group, or out of any (null). */
export const learnersGroupBodySchema = z.object({
  eleves: z
    .array(id('Identifiant d’élève invalide.'), 'Choisissez au moins un élève.')
    .check(
      z.minLength(1, 'Choisissez au moins un élève.'),
      z.maxLength(MAX_LEARNERS_MOVED, `Choisissez ${MAX_LEARNERS_MOVED} élèves au plus à la fois.`),
    ),
  groupe: z.nullable(id('Identifiant de groupe invalide.')),
});
export type LearnersGroupBody = z.infer<typeof learnersGroupBodySchema>;

/** POST {central}/api/ecole/eleves/{eleve}/anonymisation: said twice, on purpose. */
export const anonymiseBodySchema = z.object({
  confirmation: z.literal(true, 'Confirmez la suppression des données de l’élève.'),
});
