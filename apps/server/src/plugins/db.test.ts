import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { writeSeriesContent } from '../../test/helpers/series-fixture.js';
import { countRows, useTestApp } from '../../test/helpers/test-app.js';

// Issue #20, point 4: the question banks are the product. A production start (DEMO_DATA=false)
// on an empty database gets them; it used to give learners nothing to practise.

describe.each(testEngines())('a first start without demo data on %s', (engine) => {
  const context = useTestApp(engine, { DEMO_DATA: 'false', CONTENT_DIR: writeSeriesContent() });

  it('loads the question banks and their series, and no demo account', async () => {
    const { db } = context.app;
    expect(await countRows(db, 'content_banks')).toBeGreaterThan(0);
    expect(await countRows(db, 'questions')).toBeGreaterThan(0);
    expect(await countRows(db, 'content_series')).toBeGreaterThan(0);
    expect(await countRows(db, 'users')).toBe(0);
  });
});
