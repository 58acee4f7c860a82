import type { Migration } from 'kysely';
import * as rateLimit from './2026-11-21T1500-rate-limit.js';
import * as accounts from './2026-11-21T1600-accounts.js';
import * as sessionKind from './2026-11-21T1700-session-kind.js';
import * as partnerTokens from './2026-11-21T1800-partner-tokens.js';
import * as content from './2026-11-21T1900-content.js';
import * as series from './2026-11-21T2000-series.js';
import * as lessons from './2026-11-21T2100-lessons.js';
import * as attempts from './2026-11-21T2200-attempts.js';
import * as lessonCompletions from './2026-11-22T1000-lesson-completions.js';
import * as examRequests from './2026-11-22T1100-exam-requests.js';
import * as contactMessages from './2026-11-22T1200-contact-messages.js';
import * as signUp from './2026-11-22T1300-sign-up.js';
import * as learnerChanges from './2026-11-23T0900-learner-changes.js';
import * as examConditions from './2026-11-24T0900-exam-conditions.js';
import * as historyByRate from './2026-11-24T1200-history-by-rate.js';
import * as learnerSelfService from './2026-11-24T1300-learner-self-service.js';
import * as staffRoles from './2026-11-25T0900-staff-roles.js';
import * as codeBatches from './2026-11-26T0900-code-batches.js';
import * as schoolInboxBanners from './2026-11-26T1000-school-inbox-banners.js';
import * as schoolNetwork from './2026-11-26T1100-school-network.js';
import * as groupsAndAnonymisation from './2026-11-26T1200-groups-and-anonymisation.js';
import * as attemptsSortIndexes from './2026-11-27T0900-attempts-sort-indexes.js';
import * as oneUnfinishedAttempt from './2026-11-28T0900-one-unfinished-attempt.js';
import * as examFormats from './2026-11-29T0900-exam-formats.js';
import * as typedAnswers from './2026-11-30T0900-typed-answers.js';
import * as contentStamp from './2026-12-01T0900-content-stamp.js';
import * as learnerChangeTriggers from './2026-12-01T1000-learner-change-triggers.js';
import * as sessionChangeNotices from './2026-12-02T0900-session-change-notices.js';
import * as attemptsCounted from './2026-12-02T1000-attempts-counted.js';
import * as propositionOrder from './2026-12-03T0900-proposition-order.js';
import * as historyByShownScore from './2026-12-03T1000-history-by-shown-score.js';
import * as sortIndexesOfEndedAttempts from './2026-12-04T0900-sort-indexes-of-ended-attempts.js';
import * as examBookings from './2026-12-05T0900-exam-bookings.js';
import * as creditDefaults from './2026-12-06T0900-credit-defaults.js';
import * as learnerNotes from './2026-12-06T1000-learner-notes.js';
import * as enrolmentInvitations from './2026-12-07T0900-enrolment-invitations.js';
import * as classroomSessions from './2026-12-08T0900-classroom-sessions.js';
import * as memoryModel from './2026-12-09T0900-memory-model.js';
import * as memoryParameters from './2026-12-10T0900-memory-parameters.js';
import * as answerKeys from './2026-12-11T0900-answer-keys.js';
import * as importedBanks from './2026-12-12T0900-imported-banks.js';
import * as typedAnswerLength from './2026-12-13T0900-typed-answer-length.js';
import * as bankPrefixUnique from './2026-12-13T1000-bank-prefix-unique.js';
import * as sessionNoticesOfInscriptions from './2026-12-14T0900-session-notices-of-inscriptions.js';
import * as sessionEndedNotices from './2026-12-15T0900-session-ended-notices.js';
import * as learnerChangesOncePerTransaction from './2026-12-16T0900-learner-changes-once-per-transaction.js';
import * as sqliteRowsByTheirKey from './2026-12-17T0900-sqlite-rows-by-their-key.js';
import * as learnerMistakes from './2026-12-18T0900-learner-mistakes.js';

/** Every migration, by its timestamped name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1500-rate-limit': rateLimit,
  '2026-11-21T1600-accounts': accounts,
  '2026-11-21T1700-session-kind': sessionKind,
  '2026-11-21T1800-partner-tokens': partnerTokens,
  '2026-11-21T1900-content': content,
  '2026-11-21T2000-series': series,
  '2026-11-21T2100-lessons': lessons,
  '2026-11-21T2200-attempts': attempts,
  '2026-11-22T1000-lesson-completions': lessonCompletions,
  '2026-11-22T1100-exam-requests': examRequests,
  '2026-11-22T1200-contact-messages': contactMessages,
  '2026-11-22T1300-sign-up': signUp,
  '2026-11-23T0900-learner-changes': learnerChanges,
  '2026-11-24T0900-exam-conditions': examConditions,
  '2026-11-24T1200-history-by-rate': historyByRate,
  '2026-11-24T1300-learner-self-service': learnerSelfService,
  '2026-11-25T0900-staff-roles': staffRoles,
  '2026-11-26T0900-code-batches': codeBatches,
  '2026-11-26T1000-school-inbox-banners': schoolInboxBanners,
  '2026-11-26T1100-school-network': schoolNetwork,
  '2026-11-26T1200-groups-and-anonymisation': groupsAndAnonymisation,
  '2026-11-27T0900-attempts-sort-indexes': attemptsSortIndexes,
  '2026-11-28T0900-one-unfinished-attempt': oneUnfinishedAttempt,
  '2026-11-29T0900-exam-formats': examFormats,
  '2026-11-30T0900-typed-answers': typedAnswers,
  '2026-12-01T0900-content-stamp': contentStamp,
  '2026-12-01T1000-learner-change-triggers': learnerChangeTriggers,
  '2026-12-02T0900-session-change-notices': sessionChangeNotices,
  '2026-12-02T1000-attempts-counted': attemptsCounted,
  '2026-12-03T0900-proposition-order': propositionOrder,
  '2026-12-03T1000-history-by-shown-score': historyByShownScore,
  '2026-12-04T0900-sort-indexes-of-ended-attempts': sortIndexesOfEndedAttempts,
  '2026-12-05T0900-exam-bookings': examBookings,
  '2026-12-06T0900-credit-defaults': creditDefaults,
  '2026-12-06T1000-learner-notes': learnerNotes,
  '2026-12-07T0900-enrolment-invitations': enrolmentInvitations,
  '2026-12-08T0900-classroom-sessions': classroomSessions,
  '2026-12-09T0900-memory-model': memoryModel,
  '2026-12-10T0900-memory-parameters': memoryParameters,
  '2026-12-11T0900-answer-keys': answerKeys,
  '2026-12-12T0900-imported-banks': importedBanks,
  '2026-12-13T0900-typed-answer-length': typedAnswerLength,
  '2026-12-13T1000-bank-prefix-unique': bankPrefixUnique,
  '2026-12-14T0900-session-notices-of-inscriptions': sessionNoticesOfInscriptions,
  '2026-12-15T0900-session-ended-notices': sessionEndedNotices,
  '2026-12-16T0900-learner-changes-once-per-transaction': learnerChangesOncePerTransaction,
  '2026-12-17T0900-sqlite-rows-by-their-key': sqliteRowsByTheirKey,
  '2026-12-18T0900-learner-mistakes': learnerMistakes,
};
