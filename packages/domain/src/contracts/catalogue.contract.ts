import { z } from 'zod/mini';
import { LICENCE_CODES } from '../licences.js';
import { examenBlancSchema } from './series.contract.js';

// The public catalogue's call (issue #22), apart from the learner's series contract so that only
// the home page's code carries it.

/** GET /api/examens-blancs, public: each licence's mock exam, for the catalogue of the home page. */
export const examensBlancsResponseSchema = z.object({
  examens: z.array(z.extend(examenBlancSchema, { permis: z.enum(LICENCE_CODES) })),
});
export type ExamensBlancsResponse = z.infer<typeof examensBlancsResponseSchema>;
