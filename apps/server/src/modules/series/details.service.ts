import { typedAnswerOf } from '../content/questions.repository.js';
import type { SerieDetails } from '@prepacode/domain/contracts/player.contract';
import { partResults } from '@prepacode/domain/exam-format';
import { toShownLetters } from '@prepacode/domain/series';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { attemptPassed, attemptPassMark } from './attempt-verdict.js';
import { themesOfBank } from '../content/content.repository.js';
import { mediaOf } from '../content/media-url.js';
import { attemptQuestions, type AttemptRow } from './attempts.repository.js';
import { partsOf, pointsOf } from './exam-clock.js';
import { shownPropositions } from './player.service.js';
import { attemptHead } from './results.service.js';
import { typedCorrection } from './typed-answer.js';

// The result of an ended attempt with every correction: the learner's results page, and a
// learner's page in the school space (learner-file.service.ts).

/** GET /api/serie/details/{id}: the result of an ended attempt with every correction. */
export async function attemptDetails(
  db: Kysely<Database>,
  attempt: AttemptRow,
): Promise<SerieDetails> {
  if (attempt.ended === 0) {
    throw new AppError(
      409,
      'serie_en_cours',
      'Cette série n’est pas terminée : sa correction s’affichera à la fin.',
    );
  }
  const [questions, themes] = await Promise.all([
    attemptQuestions(db, attempt.id),
    themesOfBank(db, attempt.bank_id),
  ]);
  const points = pointsOf(attempt);
  const parts = partResults(
    partsOf(attempt),
    questions.map((question) => ({ theme: question.theme, right: question.correct === 1 })),
    points,
  );
  const note = (score: number, sur: number) => (points ? { note: { points: score, sur } } : {});
  return {
    ...attemptHead(attempt),
    date: new Date(attempt.updated_at).toISOString(),
    score: attempt.nb_correct,
    nb_questions: attempt.nb_questions,
    seuil: attemptPassMark(attempt),
    reussi: attemptPassed(attempt),
    ...note(Number(attempt.score ?? 0), Number(attempt.max_score ?? 0)),
    ...(parts.length > 0
      ? {
          parties: parts.map((part) => ({
            identifiant: part.id,
            libelle: part.label,
            nb_questions: part.total,
            nb_justes: part.right,
            seuil: part.passMark,
            reussie: part.passed,
            ...note(part.score, part.maxScore),
          })),
        }
      : {}),
    themes: themes.flatMap((theme) => {
      const own = questions.filter((question) => question.theme === theme.letter);
      if (own.length === 0) return [];
      return [
        {
          theme_id: theme.letter,
          libelle: theme.label,
          couleur: theme.color,
          nb_questions: own.length,
          nb_justes: own.filter((question) => question.correct === 1).length,
        },
      ];
    }),
    questions: questions.map((question) => {
      const expected = typedAnswerOf(question.typed_answer);
      return {
        position: question.position + 1,
        identifiant: question.question_id,
        theme_id: question.theme,
        enonce: question.statement,
        ...(question.statement_second ? { enonce_suite: question.statement_second } : {}),
        propositions: shownPropositions(question.lettering, question.propositions),
        media: mediaOf(question),
        reponse: expected
          ? []
          : toShownLetters(question.answer ? question.answer.split(',') : [], question.lettering),
        correctes: toShownLetters(
          question.correct_letters.split(',').filter(Boolean),
          question.lettering,
        ),
        juste: question.correct === 1,
        explication: question.explanation,
        reference: question.reference,
        ...(expected ? { saisie: typedCorrection(expected, question.answer) } : {}),
      };
    }),
  };
}
