import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { requireStaff } from '../auth/session.plugin.js';
import { classroomStaffRoutes } from '../classroom/classroom-staff.routes.js';
import type { Mailer } from '../mail/mailer.js';
import { loadStaffMember } from '../staff/staff-access.js';
import { bannerRoutes } from './banners/banners.routes.js';
import { codesRoutes } from './codes/codes.routes.js';
import { creditDefaultsRoutes } from './credit-defaults/credit-defaults.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { groupRoutes } from './groups/groups.routes.js';
import { examRequestsRoutes } from './inbox/exam-requests.routes.js';
import { inboxRoutes } from './inbox/inbox.routes.js';
import { learnerFileRoutes } from './learner-file/learner-file.routes.js';
import { learnerNotesRoutes } from './learner-notes/learner-notes.routes.js';
import { inscriptionActionsRoutes } from './learners/inscription-actions.routes.js';
import { learnerAccountsRoutes } from './learners/learner-accounts.routes.js';
import { learnersRoutes } from './learners/learners.routes.js';
import { selectionActionsRoutes } from './learners/selection-actions.routes.js';
import { schoolsRoutes } from './network/schools.routes.js';
import { questionReviewRoutes } from './question-review/question-review.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { spaceRoutes } from './space/space.routes.js';
import { teamRoutes } from './team/team.routes.js';

/**
 * The school space's API (issue #19; docs/api.md, "School space"), registered by app.ts under
 * `/central/api/ecole`: every call needs a staff session, so the hook sits here once and no
 * sub-folder can add a route without it; the staff member is read once per request, after the
 * body is checked, and each route still checks its action and schools.
 */
export async function schoolPlugin(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', requireStaff);
  app.addHook('preHandler', loadStaffMember);
  await app.register(spaceRoutes);
  await app.register(learnersRoutes);
  await app.register(learnerAccountsRoutes, { config, mailer });
  await app.register(inscriptionActionsRoutes, { config, mailer });
  await app.register(selectionActionsRoutes, { config, mailer });
  await app.register(learnerFileRoutes);
  await app.register(learnerNotesRoutes);
  await app.register(dashboardRoutes);
  await app.register(groupRoutes);
  await app.register(codesRoutes, { config });
  await app.register(creditDefaultsRoutes);
  await app.register(inboxRoutes, { mailer });
  await app.register(examRequestsRoutes, { mailer });
  await app.register(bannerRoutes);
  await app.register(schoolsRoutes);
  await app.register(teamRoutes, { config, mailer });
  await app.register(reportsRoutes);
  await app.register(questionReviewRoutes);
  await app.register(classroomStaffRoutes);
}
