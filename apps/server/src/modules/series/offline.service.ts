import { typedAnswerOf } from '../content/questions.repository.js';
import type { SerieHorsConnexion } from '@prepacode/domain/contracts/offline.contract';
import { toShownLetters } from '@prepacode/domain/series';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { chartOf } from '../content/content.repository.js';
import { mediaOf, mediaUrl, sceneOf } from '../content/media-url.js';
import { attemptQuestions, type AttemptRow } from './attempts.repository.js';
import { severalAnswers } from './exam-clock.js';
import { ended, shownPropositions } from './player.service.js';
import { chartFor, promptOf } from './typed-answer.js';

/**
 * GET /api/player/hors-connexion/{id} (issue #45): a training series to play with no network,
 * its questions not answered yet with their corrections, as the player and the correction show
 * them (`currentQuestion`, `correctionOf`). In exam conditions the server keeps each question's
 * clock, so such a series is played online only; an ended one has nothing left to play.
 */
export async function offlineSeries(
  db: Kysely<Database>,
  attempt: AttemptRow,
  width: number | undefined,
): Promise<SerieHorsConnexion> {
  if (attempt.parcours === 'examen') {
    throw new AppError(
      409,
      'serie_en_ligne',
      'Une série en conditions d’examen se joue en ligne : le serveur tient son chronomètre.',
    );
  }
  if (attempt.ended === 1) throw ended();
  const rows = await attemptQuestions(db, attempt.id);
  const left = rows.filter((row) => row.answer === null);
  const chart = left.some((row) => row.on_chart) ? await chartOf(db, attempt.bank_id) : null;
  return {
    serie: attempt.id,
    slug: attempt.slug,
    type: attempt.type,
    libelle: attempt.label,
    total: attempt.nb_questions,
    repondues: attempt.nb_answered,
    justes: attempt.nb_correct,
    questions: left.map((question) => {
      const expected = typedAnswerOf(question.typed_answer);
      const scene = sceneOf(question.media_file);
      return {
        identifiant: question.question_id,
        position: question.position + 1,
        enonce: question.statement,
        ...(question.statement_second ? { enonce_suite: question.statement_second } : {}),
        propositions: shownPropositions(question.lettering, question.propositions),
        media: mediaOf(question, width),
        ...(scene ? { scene } : {}),
        plusieurs_reponses: severalAnswers(
          question.correct_letters,
          Boolean(question.statement_second),
        ),
        ...(expected ? { saisie: promptOf(expected), attendue: expected } : {}),
        ...(question.on_chart && chart ? { carte: chartFor(chart, mediaUrl(chart.file)) } : {}),
        correctes: expected
          ? []
          : toShownLetters(question.correct_letters.split(','), question.lettering),
        explication: question.explanation,
        reference: question.reference,
      };
    }),
  };
}
