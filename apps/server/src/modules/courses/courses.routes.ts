import {
  commentaryParamsSchema,
  commentarySchema,
  completeAnswerSchema,
  completeBodySchema,
  courseOutlineSchema,
  courseParamsSchema,
  lessonParamsSchema,
  lessonSchema,
  type CourseVariant,
} from '@prepacode/domain/contracts/courses.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import {
  bankOfLicence,
  examSeriesOfLicence,
  seriesQuestionIds,
  themesOfBank,
} from '../content/content.repository.js';
import { mediaOf } from '../content/media-url.js';
import { currentQuestions } from '../content/questions.repository.js';
import {
  completeLesson,
  completedLessons,
  findLesson,
  isLessonCompleted,
  lessonsOfBank,
  openApplication,
  readableBanks,
  themeScores,
} from './courses.repository.js';
import { lessonHtml, readingMinutes } from './lesson-html.js';

const noApplication = () =>
  new AppError(
    404,
    'application_introuvable',
    'Cette application de cours n’est pas ouverte sur votre compte.',
  );
const noLesson = () =>
  new AppError(404, 'cours_introuvable', 'Ce cours ne fait pas partie de vos formations.');

/** Spec §2: « Mes cours par thème » when the label contains fastcode, commented for max. */
const variantOf = (application: { label: string; is_max: number }): CourseVariant => {
  if (application.label.includes('fastcode')) return 'par-theme';
  return application.is_max === 1 ? 'commentes' : 'cours';
};

/**
 * The course application (issue #8): each learner reads only the lessons of their own open
 * applications, and completion is kept per learner. The viewer page itself is the SPA's
 * `/cours/{label}` route, which is each demo application's `link`.
 */
export async function coursesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The application and the bank it opens, or a 404 that says nothing of other learners. */
  async function courseOf(userId: string, label: string) {
    const application = await openApplication(app.db, userId, label);
    if (!application?.licence_code) throw noApplication();
    const bank = await bankOfLicence(app.db, application.licence_code);
    if (!bank) throw noApplication();
    return { application, licence: application.licence_code, bank };
  }

  api.get(
    '/api/cours/:label',
    { schema: { params: courseParamsSchema, response: { 200: courseOutlineSchema } } },
    async (request) => {
      const userId = sessionOf(request).user_id;
      const { application, licence, bank } = await courseOf(userId, request.params.label);
      const variant = variantOf(application);
      const [lessons, done, themes, scores, series] = await Promise.all([
        lessonsOfBank(app.db, bank),
        completedLessons(app.db, userId),
        themesOfBank(app.db, bank),
        themeScores(app.db, userId, bank),
        variant === 'commentes' ? examSeriesOfLicence(app.db, licence) : [],
      ]);
      // In the bank's order of themes (the official one for the code), not the files' order.
      const rank = (theme: string) => themes.findIndex((entry) => entry.letter === theme);
      const ordered = [...lessons].sort((a, b) => rank(a.theme) - rank(b.theme));
      return {
        label: application.label,
        titre: application.title,
        variante: variant,
        banque: bank,
        lecons: ordered.map((lesson) => ({
          identifiant: lesson.id,
          theme: lesson.theme,
          titre: lesson.title,
          minutes: readingMinutes(lesson.body),
          termine: done.has(lesson.id),
        })),
        themes: themes.map((theme) => {
          const score = scores.find((row) => row.theme === theme.letter);
          return {
            identifiant: theme.letter,
            libelle: theme.label,
            couleur: theme.color,
            repondues: Number(score?.answered ?? 0),
            bonnes: Number(score?.correct ?? 0),
          };
        }),
        series: series.map((row) => ({ slug: row.slug, libelle: row.label })),
      };
    },
  );

  api.get(
    '/api/cours/:label/lecons/:identifiant',
    { schema: { params: lessonParamsSchema, response: { 200: lessonSchema } } },
    async (request) => {
      const userId = sessionOf(request).user_id;
      const { bank } = await courseOf(userId, request.params.label);
      const lesson = await findLesson(app.db, request.params.identifiant);
      if (lesson?.bank_id !== bank) throw noLesson();
      return {
        identifiant: lesson.id,
        theme: lesson.theme,
        titre: lesson.title,
        html: lessonHtml(lesson),
        termine: await isLessonCompleted(app.db, userId, lesson.id),
      };
    },
  );

  api.get(
    '/api/cours/:label/commentaires/:slug',
    { schema: { params: commentaryParamsSchema, response: { 200: commentarySchema } } },
    async (request) => {
      const { application, licence } = await courseOf(
        sessionOf(request).user_id,
        request.params.label,
      );
      const series =
        variantOf(application) === 'commentes'
          ? (await examSeriesOfLicence(app.db, licence)).find(
              (row) => row.slug === request.params.slug,
            )
          : undefined;
      if (!series) {
        throw new AppError(404, 'serie_introuvable', 'Cette série commentée n’existe pas ici.');
      }
      const questions = (
        await currentQuestions(app.db, await seriesQuestionIds(app.db, series.slug))
      ).filter((question) => !question.retired);
      return {
        slug: series.slug,
        libelle: series.label,
        questions: questions.map((question) => ({
          identifiant: question.question_id,
          theme: question.theme,
          enonce: question.statement,
          enonce_suite: question.statement_second,
          propositions: question.propositions.map((proposition) => ({
            lettre: proposition.letter,
            texte: proposition.text,
            correcte: proposition.correct,
          })),
          explication: question.explanation,
          reference: question.reference,
          media: mediaOf(question),
        })),
      };
    },
  );

  api.post(
    '/api/cours/complete',
    { schema: { body: completeBodySchema, response: { 200: completeAnswerSchema } } },
    async (request) => {
      const userId = sessionOf(request).user_id;
      const { identifiant } = request.body;
      const [lesson, banks] = await Promise.all([
        findLesson(app.db, identifiant),
        readableBanks(app.db, userId),
      ]);
      if (!lesson || !banks.has(lesson.bank_id)) throw noLesson();
      await completeLesson(app.db, userId, lesson.id, Date.now());
      return { identifiant: lesson.id, termine: true };
    },
  );
}
