import { z } from 'zod/mini';

/** Every error the server sends: a stable code for programs and a French message for people. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().check(z.minLength(1)),
    message: z.string().check(z.minLength(1)),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
