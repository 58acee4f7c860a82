import {
  LETTERS,
  questionFileSchema,
  type ContentQuestion,
  type Letter,
} from '@prepacode/domain/content';
import type { Angle, NumericAnswer } from '@prepacode/domain/numeric-answer';
import { mendTypography } from '@prepacode/domain/typography';
import type { TypedAnswer } from '@prepacode/domain/word-answer';
import { pictureProblem, pictureType } from './picture-check.js';
import type { PortableQuestion } from './portable.js';

// Issue #46: a question read from another tool becomes ours through the same rules as our own
// files (domain content.ts), its typography mended and said so. What a reviewer can add (an
// explanation, a reference, a picture's description) arrives « à compléter »; what makes the
// question unanswerable or wrong refuses it, and with it the file.

export interface ThemeChoice {
  identifiant: string;
  libelle: string;
  libelle_court?: string;
}

export interface Candidate {
  /** Our question, its id still to give. */
  question: Omit<ContentQuestion, 'id'> & { theme: string };
  picture?: { bytes: Buffer; extension: string };
  /** What carrying it changed. */
  changes: string[];
  /** What the reviewer must write before accepting it. */
  toComplete: string[];
}

export type Outcome =
  | { name: string; line?: number; status: 'repris' | 'modifie'; candidate: Candidate }
  | { name: string; line?: number; status: 'refuse'; reasons: string[] };

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The theme a category names: the last name of its path read as a theme's label, short label or
 * letter (« L · Circulation » too), else `fallback`.
 */
export function themeOfCategory(
  category: readonly string[],
  themes: readonly ThemeChoice[],
  fallback?: string,
) {
  const name = plain(category.at(-1) ?? '');
  const found = themes.find((theme) =>
    [theme.libelle, theme.libelle_court ?? '', theme.identifiant].some(
      (label) => plain(label) === name || name.startsWith(`${plain(theme.identifiant)} `),
    ),
  );
  return found?.identifiant ?? fallback;
}

/** A typed answer back from the number the formats hold (numeric-answer.ts `answerValue`). */
function typedAnswer(
  value: number,
  tolerance: number,
  nature: NumericAnswer['nature'] = 'nombre',
): NumericAnswer {
  if (nature === 'heure') {
    const minutes = ((Math.round(value) % 1440) + 1440) % 1440;
    const pad = (n: number) => String(n).padStart(2, '0');
    return { nature, valeur: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, tolerance };
  }
  if (nature === 'latitude' || nature === 'longitude') {
    const arc = Math.abs(value);
    const sens: Angle['sens'] =
      nature === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
    const minutes = Number((arc % 60).toFixed(6));
    return { nature, valeur: { degres: Math.floor(arc / 60), minutes, sens }, tolerance };
  }
  return { nature, valeur: value, tolerance };
}

type Answering =
  | { refusal: string }
  | { propositions: Partial<Record<Letter, string>>; correctes: Letter[] }
  | { reponse: TypedAnswer };

/** How the question is answered in our terms, or why it cannot be. */
function answering(question: PortableQuestion, changes: string[]): Answering {
  switch (question.kind) {
    case 'choix': {
      const { answers } = question;
      if (answers.length > LETTERS.length)
        return {
          refusal: `${answers.length} propositions\u202f: ${LETTERS.length} au plus (A à D)`,
        };
      if (question.single && answers.filter((one) => one.fraction === 100).length > 1)
        return { refusal: 'deux bonnes réponses à une question à réponse unique' };
      const right = answers.filter((one) => one.fraction > 0);
      if (right.length === 0) return { refusal: 'aucune bonne réponse' };
      const sum = right.reduce((total, one) => total + one.fraction, 0);
      if (
        !question.single &&
        (Math.abs(sum - 100) > 0.01 ||
          answers.some((one) => one.fraction <= 0 && one.fraction > -100))
      )
        changes.push('barème de Moodle ramené au tout-ou-rien de l’examen');
      const propositions: Partial<Record<Letter, string>> = {};
      answers.forEach((one, index) => {
        const letter = LETTERS[index];
        if (letter) propositions[letter] = one.text;
      });
      const correctes = LETTERS.filter((_, index) => (answers[index]?.fraction ?? 0) > 0);
      return { propositions, correctes };
    }
    case 'vrai_faux':
      return {
        propositions: { A: 'Vrai', B: 'Faux' },
        correctes: [question.truth ? 'A' : 'B'],
      };
    case 'numerique':
      if (!Number.isFinite(question.value) || !Number.isFinite(question.tolerance))
        return { refusal: 'réponse numérique illisible' };
      return { reponse: typedAnswer(question.value, question.tolerance, question.nature) };
    case 'texte': {
      const accepted = [...new Set(question.answers.map((one) => one.trim()).filter(Boolean))];
      if (accepted.length === 0) return { refusal: 'réponse courte sans bonne réponse' };
      return { reponse: { nature: 'mot', valeur: accepted, tolerance: 0 } };
    }
  }
}

/** Fields a reviewer completes, with what they lack; a problem elsewhere refuses the question. */
const COMPLETED_BY_REVIEWER: Record<string, string> = {
  explication: 'l’explication (40 caractères au moins)',
  reference: 'la référence (le texte qui fonde la réponse)',
  alt: 'la description de l’image (10 caractères au moins)',
};

/**
 * An imported question checked by our files' schema (domain content.ts): what its reviewer
 * still has to write, and what breaks a rule, by field. The question when there is neither.
 */
export function checkImported(entry: object) {
  const checked = questionFileSchema.safeParse([{ id: 'IM-A-001', ...entry }]);
  if (checked.success) return { question: checked.data[0], toComplete: [], problems: [] };
  const toComplete: string[] = [];
  const problems: { field: string; message: string }[] = [];
  for (const issue of checked.error.issues) {
    const completed = COMPLETED_BY_REVIEWER[String(issue.path.at(-1))];
    if (completed) toComplete.push(completed);
    else
      problems.push({ field: issue.path.slice(1).join('.') || 'question', message: issue.message });
  }
  return { question: undefined, toComplete, problems };
}

/** One question of a file checked and carried into our format, or refused with its reasons. */
export function toContent(question: PortableQuestion, theme: string | undefined): Outcome {
  const { name, line } = question;
  const changes = [...(question.notes ?? [])];
  const reasons = [...(question.refusals ?? [])];
  const toComplete: string[] = [];
  if (theme === undefined)
    reasons.push(
      `catégorie «\u202f${question.category.join(' / ')}\u202f»\u202f: aucun thème ne porte ce nom`,
    );
  const answer = answering(question, changes);
  if ('refusal' in answer) reasons.push(answer.refusal);
  const mend = (text: string) => {
    const mended = mendTypography(text.trim());
    if (mended !== text.trim() && !changes.includes('typographie corrigée'))
      changes.push('typographie corrigée');
    return mended;
  };
  const { picture } = question;
  if (picture) {
    const problem = pictureProblem(picture.name, picture.bytes);
    if (problem) reasons.push(problem);
  }
  if (reasons.length > 0 || 'refusal' in answer) return { name, line, status: 'refuse', reasons };

  const extension = picture ? pictureType(picture.bytes) : undefined;
  const propositions = Object.fromEntries(
    Object.entries('propositions' in answer ? answer.propositions : {}).map(([letter, text]) => [
      letter,
      mend(text),
    ]),
  );
  const content: Omit<ContentQuestion, 'id'> = {
    enonce: mend(question.statement),
    ...(question.statementSecond ? { enonce_suite: mend(question.statementSecond) } : {}),
    propositions,
    correctes: 'correctes' in answer ? answer.correctes : [],
    ...('reponse' in answer ? { reponse: answer.reponse } : {}),
    explication: mend(question.explanation),
    reference: mend(question.reference ?? ''),
    // The schema wants a path under content/media; the importer keeps the bytes themselves.
    ...(picture && extension
      ? { media: { fichier: `import/image.${extension}`, alt: mend(picture.alt) } }
      : {}),
  };
  // A file entry is typed when it has `reponse`, and then neither propositions nor a picture.
  const { propositions: _p, correctes: _c, media: _m, ...typed } = content;
  const entry = content.reponse ? typed : content;
  const checked = checkImported(entry);
  toComplete.push(...checked.toComplete);
  reasons.push(...checked.problems.map((one) => `${one.field}\u202f: ${one.message}`));
  if (reasons.length > 0) return { name, line, status: 'refuse', reasons };
  const candidate: Candidate = {
    question: { ...content, theme: theme ?? '' },
    ...(picture && extension ? { picture: { bytes: picture.bytes, extension } } : {}),
    changes,
    toComplete,
  };
  return { name, line, status: changes.length > 0 ? 'modifie' : 'repris', candidate };
}
