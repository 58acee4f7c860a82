import type { BrandName } from '@prepacode/domain/brands';
import {
  CONTACT_API_KEY_HEADER,
  contactAnswerSchema,
  type ContactBody,
} from '@prepacode/domain/contracts/contact.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrand } from '../../../brand/brand-store';
import { ApiError } from '../../../lib/api-client';
import { centralPost } from '../../../lib/central-client';
import { runtimeConfig } from '../../../lib/runtime-config';
import { contactKeys } from './get-messages';

/**
 * POST {central}/api/eleve/mail (spec §7: JSON body, API-key header, no credentials): the
 * brand's public key and the learner's id and e-mail stand for the session. Resolves to the
 * French confirmation to show.
 */
export async function sendContact(body: ContactBody, brand: BrandName): Promise<string> {
  const apiKey = runtimeConfig.contactApiKeys[brand];
  if (!apiKey) {
    throw new ApiError(
      0,
      'cle_api_absente',
      'Le formulaire de contact n’est pas disponible sur ce site : contactez directement votre auto-école.',
    );
  }
  const answer = await centralPost('/api/eleve/mail', {
    body,
    schema: contactAnswerSchema,
    headers: { [CONTACT_API_KEY_HEADER]: apiKey },
  });
  return answer.message;
}

/** Sends with the key of the brand the page shows; the thread under the form shows it then. */
export function useSendContact() {
  const brand = useBrand();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactBody) => sendContact(body, brand.name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.messages }),
  });
}
