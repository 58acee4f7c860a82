import { z } from 'zod/mini';

// The central site's staff calls (issue #3: impersonation). Not in spec §7: ours, in French.

/** POST {central}/api/impersonation: open a learner's session in the learner app. */
export const impersonationRequestSchema = z.object({
  eleve: z.string().check(z.minLength(1), z.maxLength(40)),
  service: z.string().check(z.maxLength(500)),
  from: z.optional(z.string().check(z.maxLength(40))),
});

/** Where to send the browser: the service with a one-time ticket. */
export const impersonationResponseSchema = z.object({ url: z.string() });
