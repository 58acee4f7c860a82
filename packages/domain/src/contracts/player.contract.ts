import { z } from 'zod/mini';
import { TYPED_NATURES } from '../numeric-natures.js';
import { TEMPS_MAJORE } from '../preferences.js';
import { PARCOURS, SERIES_TYPES } from '../series.js';

// Player calls (spec §7). Letters are always the ones shown in this attempt: with a shuffled
// lettering (`ordre_lettrage=aleatoire`) the server maps them back to the bank's.

/** Query of the two `infos` calls: `taille` is the window width, for the media rendition. */
export const playerInfosQuerySchema = z.object({
  taille: z.optional(
    z.string().check(z.regex(/^\d{1,5}$/, 'La taille doit être un nombre entier de pixels.')),
  ),
  mobile: z.optional(z.enum(['true', 'false'], 'Le paramètre mobile doit valoir true ou false.')),
  date: z.optional(z.string().check(z.maxLength(40))),
  /** `reponse` only: the question to correct, by default the one last answered. */
  identifiant: z.optional(z.string().check(z.maxLength(20))),
});

export const propositionSchema = z.object({ lettre: z.string(), texte: z.string() });

export const mediaSchema = z.object({ url: z.string(), alt: z.string() });

/**
 * A moving scene (issue #42): one video in two encodings (the player takes the first its
 * browser plays) and its first frame, the poster shown until it plays. The question's `media`
 * is then its last frame, which stays on screen while the learner answers, and its `alt` the
 * description of what happens.
 */
export const sceneSchema = z.object({ webm: z.string(), mp4: z.string(), affiche: z.string() });

/**
 * The training chart a chart or tide exercise is worked on (hauturier, issue #22): the drawing,
 * its size in SVG units, where its graduated frame lies in it and the positions at the frame's
 * edges in minutes of arc (north and east positive), and the declination on its compass rose in
 * degrees (east positive). The frame is a constant-ratio Mercator: positions are linear in x
 * and y, so the player reads a position, a bearing and a distance off the drawing.
 */
export const carteSchema = z.object({
  url: z.string(),
  alt: z.string(),
  largeur: z.number(),
  hauteur: z.number(),
  cadre: z.object({
    x0: z.number(),
    y0: z.number(),
    x1: z.number(),
    y1: z.number(),
    sud: z.number(),
    nord: z.number(),
    ouest: z.number(),
    est: z.number(),
  }),
  declinaison: z.number(),
});
export type Carte = z.infer<typeof carteSchema>;

/**
 * A typed answer (hauturier's chart and tide exercises): what is asked (`nature`, as in the
 * content format) and the unit the learner types it in (« ° », « M », « m », « nœuds »,
 * « hh:mm »…), or the hemisphere of a latitude or longitude. A short answer (`mot`, issue #46)
 * has neither unit nor example: an example would give a word away.
 */
export const saisieSchema = z.object({
  nature: z.enum(TYPED_NATURES),
  unite: z.string(),
  exemple: z.string(),
});

/**
 * The correction of a typed answer: the value read from what the learner typed (null when
 * unanswered), the expected one and the precision allowed, each as the French write them.
 */
const saisieCorrigeeSchema = z.object({
  donnee: z.nullable(z.string()),
  attendue: z.string(),
  precision: z.string(),
});

/** GET /api/player/infos/{id}/question: the question to answer now. */
export const questionResponseSchema = z.object({
  serie: z.number(),
  identifiant: z.string(),
  /** 1-based position of this question, out of `total`. */
  position: z.number(),
  total: z.number(),
  parcours: z.enum(PARCOURS),
  enonce: z.string(),
  enonce_suite: z.optional(z.string()),
  propositions: z.array(propositionSchema),
  media: z.nullable(mediaSchema),
  /** The question is asked on a moving scene, played once before it (issue #42). */
  scene: z.optional(sceneSchema),
  /**
   * Seconds allowed for this question when the series is timed in exam conditions (20, or more
   * with extended time), else null.
   */
  temps_imparti: z.nullable(z.number()),
  /**
   * Seconds left before this question's deadline, kept by the server from the first time the
   * question was served (issue #18): a reload does not give the time back. Null without a clock.
   */
  temps_restant: z.optional(z.nullable(z.number())),
  /** Extended time of this attempt, when it has some (`x1.5`, `x2`, `sans_limite`). */
  temps_majore: z.optional(z.enum(TEMPS_MAJORE)),
  /**
   * One clock for the whole exam (CRR, issue #22): its seconds and the seconds left before the
   * server's deadline, counted from the start. Absent when each question has its own clock.
   */
  temps_examen: z.optional(z.object({ imparti: z.number(), restant: z.number() })),
  /**
   * More than one right letter in a part of this question: the screen says « Plusieurs
   * réponses possibles », else « Une seule réponse », as the official test does.
   */
  plusieurs_reponses: z.optional(z.boolean()),
  /** The next question's media, for the player to prefetch. */
  media_suivant: z.nullable(z.string()),
  /** The next question's scene, for the player to load before it is asked. */
  scene_suivante: z.optional(sceneSchema),
  /** A chart or tide exercise answers by a typed value, then `propositions` is empty. */
  saisie: z.optional(saisieSchema),
  /** The exercise is worked on this chart: the player shows it to zoom and measure on. */
  carte: z.optional(carteSchema),
});
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

/** GET /api/player/infos/{id}/reponse: the correction of the question just answered. */
export const reponseResponseSchema = z.object({
  identifiant: z.string(),
  position: z.number(),
  reponse: z.array(z.string()),
  correctes: z.array(z.string()),
  juste: z.boolean(),
  explication: z.string(),
  reference: z.string(),
  termine: z.boolean(),
  saisie: z.optional(saisieCorrigeeSchema),
});
export type ReponseResponse = z.infer<typeof reponseResponseSchema>;

/**
 * PUT /api/player/envoi-reponse form fields (spec §7). `reponse` is empty when time ran out;
 * else the letters chosen, or what the learner typed for a typed answer (the server reads it,
 * player.service.ts).
 */
export const envoiReponseBodySchema = z.object({
  serie: z.string().check(z.regex(/^\d{1,16}$/, 'Identifiant de série invalide.')),
  identifiant: z.string().check(z.minLength(1), z.maxLength(20)),
  reponse: z.string().check(z.maxLength(40, 'La réponse est trop longue.')),
  /**
   * The id the device made for this answer (issue #45): sent again with it (a retry, an answer
   * kept offline), the answer counts once.
   */
  id_reponse: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'Identifiant de réponse invalide.')),
  ),
  /** When the answer was given on the device, in ms since 1970: an answer sent later. */
  repondu_le: z.optional(
    z.string().check(z.regex(/^\d{1,15}$/, 'La date de la réponse est invalide.')),
  ),
});

/** Letters chosen, as `reponse` carries them for a question with propositions. */
export const LETTERS_ANSWER = /^([A-D](,[A-D]){0,3})?$/;

/** Recorded: where the attempt stands now. Sent again for the same question, the same answer. */
export const envoiReponseResponseSchema = z.object({
  serie: z.number(),
  identifiant: z.string(),
  position: z.number(),
  reponse: z.array(z.string()),
  termine: z.boolean(),
  /** The answer came after the question's deadline: recorded as unanswered (issue #18). */
  hors_delai: z.optional(z.boolean()),
  /** A typed answer as the server read it (« 2,1 m »), for the page to confirm it. */
  saisie_lue: z.optional(z.string()),
  /**
   * Sent with an id, for a question another tab or device had answered first: `reponse` is
   * theirs, and this answer was not recorded.
   */
  deja_repondue: z.optional(z.boolean()),
});
export type EnvoiReponseResponse = z.infer<typeof envoiReponseResponseSchema>;

/** PUT /api/player/question-affichee form fields (issue #40): the question now on screen. */
export const questionAfficheeBodySchema = z.object({
  serie: envoiReponseBodySchema.shape.serie,
  identifiant: envoiReponseBodySchema.shape.identifiant,
});

/** Its clock started: the whole seconds left, null without a clock of its own. */
export const questionAfficheeResponseSchema = z.object({
  serie: z.number(),
  identifiant: z.string(),
  temps_restant: z.nullable(z.number()),
});
export type QuestionAfficheeResponse = z.infer<typeof questionAfficheeResponseSchema>;

/** GET /api/serie/details/{id}: the result of an ended attempt, with every correction. */
export const serieDetailsSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.enum(SERIES_TYPES),
  libelle: z.string(),
  parcours: z.enum(PARCOURS),
  chronometree: z.boolean(),
  /** Extended time of this attempt, when it had some: the results say so. */
  temps_majore: z.optional(z.enum(TEMPS_MAJORE)),
  date: z.string(),
  score: z.number(),
  nb_questions: z.number(),
  /** Right answers needed to pass, or points when the exam is marked out of a total. */
  seuil: z.number(),
  /** An exam marked out of a total (hauturier: out of 20): the points scored and the total. */
  note: z.optional(z.object({ points: z.number(), sur: z.number() })),
  /** Passed: the pass mark reached, and that of each part where the exam has parts. */
  reussi: z.boolean(),
  /** The exam's parts, each with its own pass mark (CRR, issue #22); absent without parts. */
  parties: z.optional(
    z.array(
      z.object({
        identifiant: z.string(),
        libelle: z.string(),
        nb_questions: z.number(),
        nb_justes: z.number(),
        seuil: z.number(),
        reussie: z.boolean(),
        /** With `note`: the part's points and their total, and `seuil` in points. */
        note: z.optional(z.object({ points: z.number(), sur: z.number() })),
      }),
    ),
  ),
  themes: z.array(
    z.object({
      theme_id: z.string(),
      libelle: z.string(),
      couleur: z.string(),
      nb_questions: z.number(),
      nb_justes: z.number(),
    }),
  ),
  questions: z.array(
    z.object({
      position: z.number(),
      identifiant: z.string(),
      theme_id: z.string(),
      enonce: z.string(),
      enonce_suite: z.optional(z.string()),
      propositions: z.array(propositionSchema),
      media: z.nullable(mediaSchema),
      reponse: z.array(z.string()),
      correctes: z.array(z.string()),
      juste: z.boolean(),
      explication: z.string(),
      reference: z.string(),
      saisie: z.optional(saisieCorrigeeSchema),
    }),
  ),
});
export type SerieDetails = z.infer<typeof serieDetailsSchema>;
