// The school space's roles (issue #19; spec §6 leaves « other roles » to us; ADR 0015). The
// server checks every staff call against this table and the staff member's schools; the web
// reads it to offer only what the role may do.

export const STAFF_ROLES = ['gestionnaire', 'moniteur', 'operateur'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  gestionnaire: 'Gestionnaire',
  moniteur: 'Moniteur',
  operateur: 'Opérateur du réseau',
};

/** What a staff member may do, each for the learners of the schools they can see. */
export const STAFF_ACTIONS = [
  /** The learners list, a learner's page, their messages and exam requests. */
  'voir_eleves',
  /** Open a learner's session, read-only (issue #19, point 6). */
  'ouvrir_session',
  /** The learners list as a spreadsheet. */
  'exporter_eleves',
  /** The « Tableau de bord »: activity, readiness, exam results, themes missed (#41.3). */
  'voir_tableau_de_bord',
  /**
   * The inbox: answer contact messages, confirm (with a date), refuse, move or cancel exam
   * bookings, record results.
   */
  'traiter_demandes',
  /** Correct a recorded exam result within 30 days (issue #41, point 2), audited. */
  'corriger_resultats',
  /** Create, import, extend, credit, close, delete learners; activation codes. */
  'gerer_eleves',
  /** Banners for the school, a group or one learner (spec §3). */
  'publier_messages',
  /** Create groups and put learners in them (the spec's groupId). */
  'gerer_groupes',
  /** Invite, change the role of and remove the school's managers and instructors (#41.7). */
  'gerer_equipe',
  /** The question errors the school's own learners reported, and what was decided (#41.10). */
  'voir_signalements',
  /** The schools of the network; deciding on the question reports. */
  'gerer_reseau',
  /** Launch and run « Code en salle » sessions, read past ones (issue #43). */
  'animer_seances',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const ALLOWED: Record<StaffRole, readonly StaffAction[]> = {
  moniteur: [
    'voir_eleves',
    'ouvrir_session',
    'traiter_demandes',
    'voir_signalements',
    'animer_seances',
  ],
  gestionnaire: [
    'voir_eleves',
    'ouvrir_session',
    'traiter_demandes',
    'corriger_resultats',
    'exporter_eleves',
    'voir_tableau_de_bord',
    'gerer_eleves',
    'publier_messages',
    'gerer_groupes',
    'gerer_equipe',
    'voir_signalements',
    'animer_seances',
  ],
  operateur: STAFF_ACTIONS,
};

export const staffMay = (role: StaffRole, action: StaffAction): boolean =>
  ALLOWED[role].includes(action);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
