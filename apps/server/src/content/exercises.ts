import {
  EXERCISE_MOMENTS,
  numericExerciseSchema,
  questionSchema,
  type Bank,
  type ContentQuestion,
  type NumericExercise,
} from '@prepacode/domain/content';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseFile, type Problem } from './parse-file.js';

// The offshore exam's chart and tide exercises (issue #22, point 3): `exercices/<T>.yaml` of a
// bank, one file per letter. Checked by `content:check` like the questions (schema, ids unique
// everywhere and matching bank and file, typography), and not imported yet: the player asks
// them once it shows the training chart and a typed answer (docs/content-format.md).

type Moment = (typeof EXERCISE_MOMENTS)[number];

/** An exercise as checked: a typed answer, or choices like a question; day or night chart work. */
export type LoadedExercise = { letter: string; moment?: Moment } & (
  { kind: 'numerique'; exercise: NumericExercise } | { kind: 'choix'; exercise: ContentQuestion }
);

/** A typed answer when the entry has `reponse`, else choices: each checked by its own schema. */
const exerciseSchema = z.unknown().transform((value, context) => {
  const { moment, ...entry } = (typeof value === 'object' && value !== null ? value : {}) as {
    moment?: unknown;
  };
  const typed = 'reponse' in entry;
  const parsed = typed ? numericExerciseSchema.safeParse(entry) : questionSchema.safeParse(entry);
  const momentOk = moment === undefined || EXERCISE_MOMENTS.includes(moment as Moment);
  if (!momentOk) context.addIssue({ code: 'custom', path: ['moment'], message: 'jour ou nuit' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  if (!parsed.success || !momentOk) return z.NEVER;
  const when = moment as Moment | undefined;
  return typed
    ? { kind: 'numerique' as const, exercise: parsed.data as NumericExercise, moment: when }
    : { kind: 'choix' as const, exercise: parsed.data as ContentQuestion, moment: when };
});
const exerciseFileSchema = z.array(exerciseSchema).min(1);

export function checkExercises(
  folder: string,
  relativeTo: (file: string) => string,
  bank: Bank,
  ids: Map<string, string>,
  problems: Problem[],
): LoadedExercise[] {
  const exercisesFolder = path.join(folder, 'exercices');
  const exercises: LoadedExercise[] = [];
  for (const file of existsSync(exercisesFolder) ? readdirSync(exercisesFolder).sort() : []) {
    if (!file.endsWith('.yaml')) continue;
    const full = path.join(exercisesFolder, file);
    const relative = relativeTo(full);
    const letter = path.basename(file, '.yaml');
    if (!/^[A-Z]$/.test(letter)) {
      problems.push({ file: relative, message: 'fichier inattendu : attendu <lettre>.yaml' });
      continue;
    }
    for (const entry of parseFile(full, relative, exerciseFileSchema, problems) ?? []) {
      const { id } = entry.exercise;
      const problem = (message: string) => problems.push({ file: relative, id, message });
      const expected = `${bank.prefixe}-${letter}-`;
      if (!id.startsWith(expected)) problem(`l’identifiant doit commencer par ${expected}`);
      const previous = ids.get(id);
      if (previous) problem(`identifiant déjà utilisé dans ${previous}`);
      ids.set(id, relative);
      exercises.push({ letter, ...entry });
    }
  }
  return exercises;
}
