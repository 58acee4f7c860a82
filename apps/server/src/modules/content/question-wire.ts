import { mediaOf } from './media-url.js';
import type { QuestionVersion } from './questions.repository.js';

/**
 * A question version as the school space shows it, with its correction: the question reports
 * (issue #19) and the questions to review (issue #46) send the same fields.
 */
export const questionOnWire = (version: QuestionVersion) => ({
  enonce: version.statement,
  enonce_suite: version.statement_second,
  media: mediaOf(version),
  propositions: version.propositions.map((p) => ({
    lettre: p.letter,
    texte: p.text,
    juste: p.correct,
  })),
  explication: version.explanation,
});
