import { z } from 'zod/mini';

// The central site's forgotten-password flow (issue #7); docs/api.md describes it.

/** POST {central}/api/mot-de-passe/demande */
export const passwordRequestBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  service: z.optional(z.string().check(z.maxLength(500))),
  from: z.optional(z.string().check(z.maxLength(40))),
});

/** POST {central}/api/mot-de-passe/nouveau */
export const newPasswordBodySchema = z.object({
  jeton: z.string().check(z.minLength(20), z.maxLength(200)),
  mot_de_passe: z.string().check(z.maxLength(400)),
});

/** Both answer a French sentence to show. */
export const passwordAnswerSchema = z.object({ message: z.string() });
export type PasswordAnswer = z.infer<typeof passwordAnswerSchema>;
