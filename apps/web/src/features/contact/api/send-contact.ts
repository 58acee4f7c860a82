import type { BrandName } from '@prepacode/domain/brands';
import {
  CONTACT_API_KEY_HEADER,
  contactAnswerSchema,
  type ContactBody,
} from '@prepacode/domain/contracts/contact.contract';
import { errorBodySchema } from '@prepacode/domain/contracts/error.contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useBrand } from '../../../brand/brand-store';
import { ApiError } from '../../../lib/api-client';
import { centralBase, runtimeConfig } from '../../../lib/runtime-config';

/**
 * POST {central}/api/eleve/mail (spec §7: JSON body, API-key header, no credentials). The
 * central site may be another origin, so no cookie goes with it: the brand's public key and the
 * learner's id and e-mail stand for the session. Resolves to the French confirmation to show.
 */
export async function sendContact(body: ContactBody, brand: BrandName): Promise<string> {
  const apiKey = runtimeConfig.contactApiKeys[brand];
  if (!apiKey) {
    throw new ApiError(
      0,
      'cle_api_absente',
      'Le formulaire de contact n’est pas disponible sur ce site : contactez directement votre auto-école.',
    );
  }
  let response: Response;
  try {
    response = await fetch(new URL(`${centralBase()}/api/eleve/mail`, window.location.origin), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CONTACT_API_KEY_HEADER]: apiKey,
      },
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
  const answer = z.safeParse(contactAnswerSchema, payload);
  if (response.ok && answer.success) return answer.data.message;
  const error = z.safeParse(errorBodySchema, payload);
  throw error.success
    ? new ApiError(response.status, error.data.error.code, error.data.error.message)
    : new ApiError(
        response.status,
        'inattendu',
        'Le serveur a répondu de façon inattendue. Réessayez plus tard.',
      );
}

/** Sends with the key of the brand the page shows. */
export function useSendContact() {
  const brand = useBrand();
  return useMutation({ mutationFn: (body: ContactBody) => sendContact(body, brand.name) });
}
