import { z } from 'zod/mini';
import { BRAND_NAMES } from '../brands.js';
import { emailSchema, frenchPhoneSchema } from './fields.js';

// The operator's schools (issue #19, point 9): GET/POST {central}/api/ecole/ecoles and
// PUT {central}/api/ecole/ecoles/:ecole. docs/api.md ("School space") describes them.

/** A school as the operator's list shows it; `version` travels back with an edit. */
export const networkSchoolSchema = z.object({
  id: z.string(),
  nom: z.string(),
  adresse: z.nullable(z.string()),
  email: z.nullable(z.string()),
  telephone: z.nullable(z.string()),
  marque: z.nullable(z.enum(BRAND_NAMES)),
  version: z.number(),
});
export type NetworkSchool = z.infer<typeof networkSchoolSchema>;

export const networkSchoolsSchema = z.object({ ecoles: z.array(networkSchoolSchema) });

/** An empty field of the form means « none ». */
const orEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.union([z.literal(''), schema]));

/** The school form's fields, checked the same on the page and on the server. */
export const schoolFieldsSchema = z.object({
  nom: z
    .string({ error: 'Indiquez le nom de l’école.' })
    .check(
      z.trim(),
      z.minLength(2, 'Le nom de l’école tient en 2 caractères au moins.'),
      z.maxLength(200, 'Le nom de l’école tient en 200 caractères au plus.'),
    ),
  adresse: z.optional(
    z.string().check(z.trim(), z.maxLength(300, 'L’adresse tient en 300 caractères au plus.')),
  ),
  email: orEmpty(emailSchema),
  telephone: orEmpty(
    frenchPhoneSchema('Indiquez un numéro de téléphone français (ex. 01 23 45 67 89).'),
  ),
  marque: z.optional(z.enum(['', ...BRAND_NAMES], { error: 'Cette marque n’existe pas.' })),
});
export type SchoolFields = z.output<typeof schoolFieldsSchema>;

/** PUT …/ecoles/:ecole: the fields and the version the operator saw. */
export const schoolEditSchema = z.extend(schoolFieldsSchema, {
  version: z.number({ error: 'Version manquante.' }).check(z.int(), z.nonnegative()),
});

export const schoolParamsSchema = z.object({
  ecole: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.')),
});

export const schoolSavedSchema = z.object({ message: z.string(), ecole: networkSchoolSchema });
