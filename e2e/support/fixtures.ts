import type { BrandName } from '@prepacode/domain/brands';
import { test as base, type TestInfo } from '@playwright/test';
import { choosePassword, learnerActions, signInApi, type ApiUser } from './api-user';
import {
  openOperator,
  uniqueTag,
  type LearnerOptions,
  type Licence,
  type NewAccount,
  type Operator,
} from './operator';

export { expect } from '@playwright/test';

// The e2e specs' data (issue #23, point 4; STYLE.md « fixtures that create their own data »):
// each test makes what it changes — its learner, school, code — through the operator's services
// or the API, never by hand in the database, so that no test sees another's writes and
// `npm run test:e2e` passes again on the database a first run left.

/** A learner made for one test, signed in with DEMO_PASSWORD like the demo accounts. */
export interface Learner extends Omit<NewAccount, 'passwordLink'> {
  licence: Licence;
  /** The learner's own API client, signed in (made on first use). */
  api: () => Promise<ReturnType<typeof learnerActions>>;
}

interface TestFixtures {
  /** Makes a fresh learner of the demo school (or `school`) with a chosen password. */
  newLearner: (options: LearnerOptions) => Promise<Learner>;
  /** Makes a staff member of `school`, with a chosen password. */
  newStaff: (
    school: string,
    role: 'moniteur' | 'gestionnaire',
    name: { firstName: string; lastName: string },
  ) => Promise<string>;
  /**
   * Makes a school of its own, outside any network, and its manager (a chosen password): a
   * school-space test changes only what it made, never the demo school.
   */
  newSchool: (
    name: string,
    brand?: BrandName,
  ) => Promise<{ id: string; name: string; manager: string }>;
  /** Signs anyone in through the API (a demo staff account, a new one) for the test's length. */
  apiAs: (email: string, role: 'learner' | 'staff') => Promise<ApiUser>;
}

export type NewLearner = TestFixtures['newLearner'];

interface WorkerFixtures {
  operator: Operator;
}

/**
 * Adds the time an account took to make, or to sign in, to the test's own: hashing its password
 * and sending its mail can take seconds on a busy machine, which the test's steps should not
 * lose.
 */
function giveBack(testInfo: TestInfo, started: number) {
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // One database connection per worker, as an operator's terminal would hold one.
  operator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const operator = openOperator();
      await use(operator);
      await operator.close();
    },
    { scope: 'worker' },
  ],

  apiAs: async ({ baseURL }, use, testInfo) => {
    await use(async (email, role) => {
      const started = Date.now();
      const user = await signInApi(baseURL ?? '', email, role);
      giveBack(testInfo, started);
      return user;
    });
  },

  newLearner: async ({ operator, baseURL, apiAs }, use, testInfo) => {
    const made: Learner[] = [];
    await use(async (options) => {
      const started = Date.now();
      const { passwordLink, ...account } = await operator.createLearner(options);
      await choosePassword(baseURL ?? '', passwordLink);
      giveBack(testInfo, started);
      let actions: ReturnType<typeof learnerActions> | undefined;
      const learner: Learner = {
        ...account,
        async api() {
          actions ??= learnerActions(await apiAs(learner.email, 'learner'), operator.contactApiKey);
          return actions;
        },
      };
      made.push(learner);
      return learner;
    });
    // Cleaned up as the product allows: the learner's data erased, their inscription closed.
    for (const learner of made) await operator.anonymise(learner.email);
  },

  newSchool: async ({ operator, newStaff }, use) => {
    await use(async (name, brand) => {
      const fullName = `${name} ${uniqueTag()}`;
      const id = await operator.createSchool(fullName, brand);
      const manager = await newStaff(id, 'gestionnaire', {
        firstName: 'Nadia',
        lastName: 'Gestion',
      });
      return { id, name: fullName, manager };
    });
  },

  newStaff: async ({ operator, baseURL }, use, testInfo) => {
    const made: string[] = [];
    await use(async (school, role, { firstName, lastName }) => {
      const started = Date.now();
      const { email, passwordLink } = await operator.createStaff(school, role, firstName, lastName);
      made.push(email);
      await choosePassword(baseURL ?? '', passwordLink);
      giveBack(testInfo, started);
      return email;
    });
    // As the operator does when someone leaves the school: the account and its sessions go.
    for (const email of made) await operator.removeStaff(email);
  },
});
