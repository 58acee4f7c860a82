import { examensBlancsResponseSchema } from '@prepacode/domain/contracts/catalogue.contract';
import type { LicenceCode } from '@prepacode/domain/licences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a licence's mock exam asks, as its bank declares it (issue #22). */
export interface ExamLength {
  nbQuestions: number;
  /** One clock for the whole exam (CRR), else null: each question has its own. */
  totalMinutes: number | null;
  /**
   * An exam marked out of a total (hauturier): the points to pass out of it, and the parts
   * that ask a minimum of their own (a part whose mark is 0 only counts towards the total).
   */
  marked: {
    passMark: number;
    outOf: number;
    minimums: { label: string; passMark: number; outOf: number }[];
  } | null;
}

/** GET /api/examens-blancs, public: each licence's mock exam, by licence code. */
export const examensBlancsQuery = queryOptions({
  queryKey: ['catalogue', 'examens-blancs'] as const,
  queryFn: async (): Promise<Map<LicenceCode, ExamLength>> => {
    const wire = await apiRequest('/api/examens-blancs', { schema: examensBlancsResponseSchema });
    return new Map(
      wire.examens.map((exam) => [
        exam.permis,
        {
          nbQuestions: exam.nb_questions,
          totalMinutes: exam.minutes,
          marked:
            exam.note_sur === undefined
              ? null
              : {
                  passMark: exam.seuil,
                  outOf: exam.note_sur,
                  minimums: exam.parties.flatMap((part) =>
                    part.note_sur !== undefined && part.seuil > 0
                      ? [{ label: part.libelle, passMark: part.seuil, outOf: part.note_sur }]
                      : [],
                  ),
                },
        },
      ]),
    );
  },
  // Formats change only with a content release.
  staleTime: Infinity,
});

export const useExamensBlancs = () => useQuery(examensBlancsQuery);
