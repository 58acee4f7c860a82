import type { TempsMajore } from '@prepacode/domain/preferences';
import { serieDetailsSchema, type SerieDetails } from '@prepacode/domain/contracts/player.contract';
import type { Parcours, SeriesType } from '@prepacode/domain/series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, onBackend } from '../../../lib/api-client';
import { toPropositions, type Media, type Proposition } from './get-question';
import { toTypedCorrection, type TypedCorrection } from '../components/typed-review';
import { playerKeys } from './keys';
import { retryTransient } from './retry';

export interface ThemeScore {
  id: string;
  label: string;
  color: string;
  nbQuestions: number;
  nbRight: number;
}

export interface ReviewedQuestion {
  position: number;
  id: string;
  themeId: string;
  statement: string;
  statementContinued: string | null;
  propositions: Proposition[];
  media: Media | null;
  given: string[];
  correct: string[];
  right: boolean;
  explanation: string;
  reference: string;
  /** A typed answer's correction (hauturier's chart and tide exercises); null for letters. */
  typed: TypedCorrection | null;
}

/** Points scored out of a total (hauturier: 14 out of 20); half points are possible. */
export interface Mark {
  points: number;
  outOf: number;
}

const toMark = (wire: { points: number; sur: number } | undefined): Mark | null =>
  wire ? { points: wire.points, outOf: wire.sur } : null;

/** The result of an ended attempt, mapped from the French wire here only. */
export interface SeriesResult {
  id: number;
  type: SeriesType;
  label: string;
  parcours: Parcours;
  timed: boolean;
  /** The extended time the exam was passed with, if any (issue #18). */
  timeExtension: TempsMajore | null;
  date: string;
  score: number;
  nbQuestions: number;
  /** Right answers needed to pass, or points when the exam is marked out of a total. */
  passMark: number;
  /** An exam marked out of a total (hauturier: out of 20), else null: scored in right answers. */
  mark: Mark | null;
  /** The pass mark reached, and each part's where the exam has parts. */
  passed: boolean;
  /** The exam's parts, each with its own mark (CRR, issue #22); empty without parts. */
  parts: {
    label: string;
    nbQuestions: number;
    nbRight: number;
    /** Right answers, or points with `mark`; 0: no minimum of its own. */
    passMark: number;
    passed: boolean;
    /** The part's points and their total, when the exam is marked out of a total. */
    mark: Mark | null;
  }[];
  themes: ThemeScore[];
  questions: ReviewedQuestion[];
}

export const toSeriesResult = (wire: SerieDetails): SeriesResult => ({
  id: wire.id,
  type: wire.type,
  label: wire.libelle,
  parcours: wire.parcours,
  timed: wire.chronometree,
  timeExtension: wire.temps_majore ?? null,
  date: wire.date,
  score: wire.score,
  nbQuestions: wire.nb_questions,
  passMark: wire.seuil,
  mark: toMark(wire.note),
  passed: wire.reussi,
  parts: (wire.parties ?? []).map((part) => ({
    label: part.libelle,
    nbQuestions: part.nb_questions,
    nbRight: part.nb_justes,
    passMark: part.seuil,
    passed: part.reussie,
    mark: toMark(part.note),
  })),
  themes: wire.themes.map((t) => ({
    id: t.theme_id,
    label: t.libelle,
    color: t.couleur,
    nbQuestions: t.nb_questions,
    nbRight: t.nb_justes,
  })),
  questions: wire.questions.map((q) => ({
    position: q.position,
    id: q.identifiant,
    themeId: q.theme_id,
    statement: q.enonce,
    statementContinued: q.enonce_suite ?? null,
    propositions: toPropositions(q.propositions),
    media: onBackend(q.media),
    given: q.reponse,
    correct: q.correctes,
    right: q.juste,
    explanation: q.explication,
    reference: q.reference,
    typed: q.saisie ? toTypedCorrection(q.saisie) : null,
  })),
});

/** GET /api/serie/details/{id}: 409 while the attempt is not ended, 404 for someone else's. */
export const detailsQuery = (id: string) =>
  queryOptions({
    queryKey: playerKeys.details(id),
    queryFn: async () =>
      toSeriesResult(
        await apiRequest(`/api/serie/details/${encodeURIComponent(id)}`, {
          schema: serieDetailsSchema,
        }),
      ),
    // An ended attempt's result never changes.
    staleTime: Infinity,
    retry: retryTransient,
  });

export const useSeriesResult = (id: string, enabled: boolean) =>
  useQuery({ ...detailsQuery(id), enabled });
