import {
  questionResponseSchema,
  type Carte,
  type QuestionResponse,
} from '@prepacode/domain/contracts/player.contract';
import type { ClassroomLearnerView } from '@prepacode/domain/contracts/classroom.contract';
import type { TypedNature } from '@prepacode/domain/numeric-natures';
import type { TempsMajore } from '@prepacode/domain/preferences';
import type { Parcours } from '@prepacode/domain/series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, backendUrl, onBackend } from '../../../lib/api-client';
import { playerKeys } from './keys';
import { retryTransient } from './retry';

type ClassroomQuestion = NonNullable<ClassroomLearnerView['question']>;

export interface Proposition {
  letter: string;
  text: string;
}

export interface Media {
  url: string;
  alt: string;
}

/** A moving scene (issue #42): its two encodings and its first frame, on the backend. */
export interface Scene {
  webm: string;
  mp4: string;
  poster: string;
}

/** The question to answer now, mapped from the French wire here only. */
export interface Question {
  id: string;
  /** 1-based, out of `total`. */
  position: number;
  total: number;
  parcours: Parcours;
  statement: string;
  /** The second part of a two-part question: A/B answer the statement, C/D this. */
  statementContinued: string | null;
  propositions: Proposition[];
  /** The picture; for a scene, its last frame and the description of what happens. */
  media: Media | null;
  /** The question is asked on a moving scene, played once before it; else null. */
  scene: Scene | null;
  /** Seconds allowed when the series is timed, else null. */
  timeLimit: number | null;
  /**
   * Seconds left before the server's deadline for this question (it keeps running across a
   * reload), else null.
   */
  timeLeft: number | null;
  /** The attempt's extended time, if any: `x1.5`, `x2` or `sans_limite`. */
  timeExtension: TempsMajore | null;
  /**
   * One clock for the whole exam (CRR, issue #22): its seconds, and those left before the
   * server's deadline; null when each question has its own clock, or none.
   */
  examTime: { limit: number; left: number } | null;
  /** More than one right answer for a statement; null when the server does not say. */
  severalAnswers: boolean | null;
  nextMediaUrl: string | null;
  /** The next question's scene, loaded ahead; else null. */
  nextScene: Scene | null;
  /**
   * A chart or tide exercise answered by a typed value (hauturier, issue #22): what is asked,
   * its unit (or the hemisphere of a position) and an example of the form read; else null.
   */
  typed: { nature: TypedNature; unit: string; example: string } | null;
  /** The training chart the exercise is worked on, its URL on the backend; else null. */
  chart: Carte | null;
}

export const toPropositions = (wire: QuestionResponse['propositions']): Proposition[] =>
  wire.map((p) => ({ letter: p.lettre, text: p.texte }));

const toScene = (wire: QuestionResponse['scene']): Scene | null =>
  wire
    ? {
        webm: backendUrl(wire.webm),
        mp4: backendUrl(wire.mp4),
        poster: backendUrl(wire.affiche),
      }
    : null;

const toQuestion = (wire: QuestionResponse): Question => ({
  id: wire.identifiant,
  position: wire.position,
  total: wire.total,
  parcours: wire.parcours,
  statement: wire.enonce,
  statementContinued: wire.enonce_suite ?? null,
  propositions: toPropositions(wire.propositions),
  media: onBackend(wire.media),
  scene: toScene(wire.scene),
  timeLimit: wire.temps_imparti,
  timeLeft: wire.temps_restant ?? wire.temps_imparti,
  timeExtension: wire.temps_majore ?? null,
  examTime: wire.temps_examen
    ? { limit: wire.temps_examen.imparti, left: wire.temps_examen.restant }
    : null,
  severalAnswers: wire.plusieurs_reponses ?? null,
  nextMediaUrl: wire.media_suivant && backendUrl(wire.media_suivant),
  nextScene: toScene(wire.scene_suivante),
  typed: wire.saisie
    ? { nature: wire.saisie.nature, unit: wire.saisie.unite, example: wire.saisie.exemple }
    : null,
  chart: wire.carte ? { ...wire.carte, url: backendUrl(wire.carte.url) } : null,
});

/** What a question asked without the player's calls has: a classroom session's, a downloaded one's. */
type AskedElsewhere = Pick<
  ClassroomQuestion,
  'identifiant' | 'enonce' | 'enonce_suite' | 'propositions' | 'media' | 'scene'
> & { plusieurs_reponses?: boolean };

/**
 * A classroom session's question (issue #43) or a downloaded series' (issue #45) as the player's
 * components show it: the room's screen, or nobody, keeps the clock, so it has none of its own,
 * nor a next one to load.
 */
export const toLettersQuestion = (
  wire: AskedElsewhere,
  position: number,
  total: number,
): Question => ({
  id: wire.identifiant,
  position,
  total,
  parcours: 'examen',
  statement: wire.enonce,
  statementContinued: wire.enonce_suite ?? null,
  propositions: toPropositions(wire.propositions),
  media: onBackend(wire.media),
  scene: toScene(wire.scene),
  timeLimit: null,
  timeLeft: null,
  timeExtension: null,
  examTime: null,
  severalAnswers: wire.plusieurs_reponses ?? null,
  nextMediaUrl: null,
  nextScene: null,
  typed: null,
  chart: null,
});

/**
 * Query of both `infos` calls (spec §7): the window width picks the media rendition, `mobile` is
 * always false, `date` is when the learner asked.
 */
export const infosQuery = () => ({
  taille: Math.round(window.innerWidth),
  mobile: false,
  date: new Date().toISOString(),
});

/**
 * GET /api/player/infos/{id}/question: the server knows where the attempt stands, so this is
 * also how the player resumes after a reload or on another device. Refetched after each answer;
 * the answered question stays on screen until the next one arrives.
 */
export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: playerKeys.question(id),
    queryFn: async () =>
      toQuestion(
        await apiRequest(`/api/player/infos/${encodeURIComponent(id)}/question`, {
          query: infosQuery(),
          schema: questionResponseSchema,
        }),
      ),
    // A question left in the cache may have been answered since: reopening asks the server.
    staleTime: 0,
    gcTime: 0,
    retry: retryTransient,
  });

export const useQuestion = (id: string, enabled: boolean) =>
  useQuery({ ...questionQuery(id), enabled });
