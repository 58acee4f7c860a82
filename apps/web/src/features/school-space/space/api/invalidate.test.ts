import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateSchoolData } from './invalidate';
import { schoolKeys } from './keys';

const learners = [...schoolKeys.all, 'learners', {}];

function filled() {
  const client = new QueryClient();
  client.setQueryData(schoolKeys.space(), { moi: 'Claire' });
  client.setQueryData(learners, []);
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

describe('a write in the school space', () => {
  it('makes every read stale but who is signed in, which stays as it was', async () => {
    const client = filled();
    await invalidateSchoolData(client);
    expect(stale(client, learners)).toBe(true);
    expect(stale(client, schoolKeys.space())).toBe(false);
  });

  it('reads who is signed in again when the write changed their groups or schools', async () => {
    const client = filled();
    await invalidateSchoolData(client, { space: true });
    expect(stale(client, learners)).toBe(true);
    expect(stale(client, schoolKeys.space())).toBe(true);
  });
});
