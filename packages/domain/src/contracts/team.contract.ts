import { z } from 'zod/mini';
import { emailSchema } from './fields.js';

// A school's team in the school space (issue #41, point 7): its managers and instructors,
// invited, given another role or removed by a manager or the network's operator. Ours, in
// French; docs/api.md ("School space").

/** The roles a school's team holds; the network's operators are no school's. */
export const TEAM_ROLES = ['gestionnaire', 'moniteur'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const id = (message: string) => z.string(message).check(z.regex(/^[\w-]{1,40}$/, message));

const memberName = (what: 'prénom' | 'nom') =>
  z
    .string({ error: `Indiquez le ${what} de la personne.` })
    .check(
      z.trim(),
      z.minLength(1, `Indiquez le ${what} de la personne.`),
      z.maxLength(60, `Le ${what} tient en 60 caractères au plus.`),
      z.regex(
        /^\p{L}[\p{L}\p{M}' ’.-]*$/u,
        `Le ${what} ne peut contenir que des lettres, des espaces, des apostrophes et des traits d’union.`,
      ),
    );

const teamRole = z.enum(TEAM_ROLES, 'Choisissez le rôle\u202f: gestionnaire ou moniteur.');

/** GET {central}/api/ecole/equipe?ecole: who has several schools names one. */
export const teamQuerySchema = z.object({ ecole: z.optional(id('Identifiant d’école invalide.')) });

export const teamMemberSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Invited, their password not chosen yet. */
  invitation_en_attente: z.boolean(),
  /** The staff member reading the list. */
  moi: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  ecole: z.string(),
  nom: z.string(),
  membres: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST {central}/api/ecole/equipe: an invitation, mailed with a link to choose a password. */
export const inviteBodySchema = z.object({
  prenom: memberName('prénom'),
  nom: memberName('nom'),
  email: emailSchema,
  role: teamRole,
  ecole: z.optional(id('Choisissez l’école.')),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const memberParamsSchema = z.object({ membre: id('Identifiant de membre invalide.') });

/** PUT {central}/api/ecole/equipe/{membre} */
export const roleBodySchema = z.object({ role: teamRole });

export const teamAnswerSchema = z.object({ message: z.string() });
