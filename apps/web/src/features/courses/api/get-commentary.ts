import { commentarySchema } from '@prepacode/domain/contracts/courses.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, onBackend } from '../../../lib/api-client';
import { courseKeys } from './keys';

export interface CommentedQuestion {
  id: string;
  theme: string;
  statement: string;
  statementSecond: string | null;
  propositions: { letter: string; text: string; correct: boolean }[];
  explanation: string;
  reference: string;
  media: { url: string; alt: string } | null;
}

export interface Commentary {
  slug: string;
  label: string;
  questions: CommentedQuestion[];
}

/** GET /api/cours/{label}/commentaires/{slug}: a series, question by question, explained. */
export const commentaryQuery = (label: string, slug: string) =>
  queryOptions({
    queryKey: courseKeys.commentary(label, slug),
    queryFn: async (): Promise<Commentary> => {
      const wire = await apiRequest(
        `/api/cours/${encodeURIComponent(label)}/commentaires/${encodeURIComponent(slug)}`,
        { schema: commentarySchema },
      );
      return {
        slug: wire.slug,
        label: wire.libelle,
        questions: wire.questions.map((question) => ({
          id: question.identifiant,
          theme: question.theme,
          statement: question.enonce,
          statementSecond: question.enonce_suite,
          propositions: question.propositions.map((proposition) => ({
            letter: proposition.lettre,
            text: proposition.texte,
            correct: proposition.correcte,
          })),
          explanation: question.explication,
          reference: question.reference,
          media: onBackend(question.media),
        })),
      };
    },
    // Content changes only with a release.
    staleTime: Infinity,
  });

export const useCommentary = (label: string, slug: string) =>
  useQuery(commentaryQuery(label, slug));
