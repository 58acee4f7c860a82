import {
  courseOutlineSchema,
  type CourseVariant,
} from '@prepacode/domain/contracts/courses.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys } from './keys';

export interface LessonSummary {
  id: string;
  theme: string;
  title: string;
  minutes: number;
  done: boolean;
}

export interface ThemeScore {
  id: string;
  label: string;
  color: string;
  answered: number;
  correct: number;
}

export interface Course {
  label: string;
  title: string;
  variant: CourseVariant;
  lessons: LessonSummary[];
  themes: ThemeScore[];
  series: { slug: string; label: string }[];
}

/** GET /api/cours/{label}: the application's lessons with the learner's ticks (docs/api.md). */
export const courseQuery = (label: string) =>
  queryOptions({
    queryKey: courseKeys.outline(label),
    queryFn: async (): Promise<Course> => {
      const wire = await apiRequest(`/api/cours/${encodeURIComponent(label)}`, {
        schema: courseOutlineSchema,
      });
      return {
        label: wire.label,
        title: wire.titre,
        variant: wire.variante,
        lessons: wire.lecons.map((lesson) => ({
          id: lesson.identifiant,
          theme: lesson.theme,
          title: lesson.titre,
          minutes: lesson.minutes,
          done: lesson.termine,
        })),
        themes: wire.themes.map((theme) => ({
          id: theme.identifiant,
          label: theme.libelle,
          color: theme.couleur,
          answered: theme.repondues,
          correct: theme.bonnes,
        })),
        series: wire.series.map((series) => ({ slug: series.slug, label: series.libelle })),
      };
    },
  });

export const useCourse = (label: string) => useQuery(courseQuery(label));
