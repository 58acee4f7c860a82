import { examensBlancsResponseSchema } from '@prepacode/domain/contracts/catalogue.contract';
import type { ExamenBlanc } from '@prepacode/domain/contracts/series.contract';
import { totalOf, worthOfThemes, type ExamFormat } from '@prepacode/domain/exam-format';
import { isLicenceCode } from '@prepacode/domain/licences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { bankLicences, examFormatOf } from '../content/content.repository.js';
import { drawnExamSlug } from './create.service.js';

/** A licence's mock exam on the wire: the dashboard's and the public catalogue's (issue #22). */
export function toExamenBlanc(format: ExamFormat, bankId: string): ExamenBlanc {
  return {
    slug: drawnExamSlug(bankId),
    nb_questions: format.nbQuestions,
    seuil: format.passMark,
    secondes_par_question: format.totalMinutes === null ? format.questionSeconds : null,
    minutes: format.totalMinutes,
    ...(format.points ? { note_sur: totalOf(format) } : {}),
    parties: format.parts.map((part) => ({
      libelle: part.label,
      nb_questions: part.themes.reduce((sum, theme) => sum + (format.distribution[theme] ?? 0), 0),
      seuil: part.passMark,
      ...(format.points ? { note_sur: worthOfThemes(format, part.themes) } : {}),
    })),
  };
}

/**
 * GET /api/examens-blancs, public: what each licence's mock exam asks, as its bank declares
 * it, for the home page's catalogue. Content only, read through the content cache.
 */
export async function examFormatsRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/examens-blancs',
      { schema: { response: { 200: examensBlancsResponseSchema } } },
      async () => {
        const examens = await Promise.all(
          (await bankLicences(app.db)).flatMap(({ licence, bankId }) =>
            isLicenceCode(licence)
              ? [
                  examFormatOf(app.db, bankId, licence).then((format) => ({
                    permis: licence,
                    ...toExamenBlanc(format, bankId),
                  })),
                ]
              : [],
          ),
        );
        return { examens };
      },
    );
}
