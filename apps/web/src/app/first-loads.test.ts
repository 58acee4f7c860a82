// @vitest-environment node
import { FIRST_LOADS } from '@prepacode/domain/early-requests';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_MODULES } from '../../first-loads';

const web = new URL('../../', import.meta.url);
const routerSource = readFileSync(new URL('src/app/router.tsx', web), 'utf8');

// The server preloads these modules for their pages (apps/server/src/plugins/pages.ts): a route
// module renamed or moved without them would quietly lose its preload.
describe('the route modules each connected page preloads', () => {
  it('are named for every page the server preloads, and for no other', () => {
    expect(Object.keys(FIRST_LOAD_MODULES).sort()).toEqual(
      FIRST_LOADS.map((load) => load.page).sort(),
    );
  });

  it.each(Object.entries(FIRST_LOAD_MODULES))(
    '%s: exist and are the router’s lazy modules',
    (_page, modules) => {
      for (const module of modules) {
        expect(existsSync(new URL(module, web)), module).toBe(true);
        const imported = module.replace('src/app/', './').replace(/\.tsx$/, '');
        expect(routerSource, module).toContain(`import('${imported}')`);
      }
    },
  );
});
