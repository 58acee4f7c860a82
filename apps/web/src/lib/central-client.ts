import { errorBodySchema } from '@prepacode/domain/contracts/error.contract';
import { z } from 'zod/mini';
import { ApiError } from './api-client';
import { centralBase } from './runtime-config';

/**
 * A call to the central site from the learner app (spec §7 "central" calls: contact mail,
 * sign-up). The central site may be another origin, so no cookie goes with it: these calls
 * stand on their body (and a key where there is one), never on a session. Resolves to the
 * answer parsed by `schema`; rejects with the server's French message.
 */
export async function centralPost<S extends z.core.$ZodType>(
  path: string,
  { body, schema, headers = {} }: { body: unknown; schema: S; headers?: Record<string, string> },
): Promise<z.core.output<S>> {
  let response: Response;
  try {
    response = await fetch(new URL(`${centralBase()}${path}`, window.location.origin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(
      0,
      'reseau',
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    );
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const answer = z.safeParse(schema, payload);
  if (response.ok && answer.success) return answer.data;
  const error = z.safeParse(errorBodySchema, payload);
  throw error.success
    ? new ApiError(response.status, error.data.error.code, error.data.error.message)
    : new ApiError(
        response.status,
        'inattendu',
        'Le serveur a répondu de façon inattendue. Réessayez plus tard.',
      );
}
