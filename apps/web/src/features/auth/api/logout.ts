import { logoutResponseSchema } from '@prepacode/domain/contracts/auth.contract';
import { apiRequest } from '../../../lib/api-client';
import { currentEnvironment } from '../../../lib/runtime-config';

/** GET /api/auth/logout (spec §7): ends the session; the answer says where to go next. */
export async function logout(): Promise<string> {
  const { url } = await apiRequest('/api/auth/logout', {
    query: { service: currentEnvironment().service },
    schema: logoutResponseSchema,
  });
  return url;
}
