import { KOPILOTE_LICENCES, OPEN_STATUS, STORAGE_KEYS } from '@prepacode/domain/auth';
import type { ApplicationWire, InscriptionWire } from '@prepacode/domain/contracts/auth.contract';
import {
  structureResponseSchema,
  utilisateurResponseSchema,
  type UtilisateurResponse,
} from '@prepacode/domain/contracts/front.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { profileKeys } from './keys';
import { PROFILE_URL } from '@prepacode/domain/early-requests';

// English models of spec §3, mapped from the French wire in this one place.
export interface Inscription {
  id: number;
  expirationDate: string | null;
  totalCredits: number;
  remainCredits: number;
  license: string;
  status: string;
}

export interface Application {
  color: string;
  fullscreen: boolean;
  isMax: boolean;
  label: string;
  link: string;
  license: string | null;
  status: string;
  title: string;
}

export interface Message {
  id: string;
  type: 'info' | 'warning';
  content: string;
}

export interface StudentProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  imageUrl: string | null;
  groupId: string | null;
  structureId: string | null;
  selectedInscription: Inscription | null;
  inscriptions: Inscription[];
  applications: Application[];
  messages: Message[];
  /** The Kopilote exam entry, kept only when open for a b or etm licence (spec §4). */
  examOpen: boolean;
}

const toInscription = (wire: InscriptionWire): Inscription => ({
  id: wire.id,
  expirationDate: wire.date_expiration,
  totalCredits: wire.credits_total,
  remainCredits: wire.credits_restants,
  license: wire.permis,
  status: wire.statut,
});

const toApplication = (wire: ApplicationWire): Application => ({
  color: wire.couleur,
  fullscreen: wire.plein_ecran,
  isMax: wire.is_max,
  label: wire.label,
  link: wire.lien,
  license: wire.permis,
  status: wire.statut,
  title: wire.titre,
});

/**
 * Spec §4 "User loading": only `ouvert` inscriptions and applications are kept; the Kopilote
 * entry only when its first entry is open and the licence is b or etm (otherwise it is removed
 * from storage); a message only strictly between its start and end.
 */
export function toStudentProfile(wire: UtilisateurResponse, now = Date.now()): StudentProfile {
  const [firstKopilote] = wire.application_kopilote;
  const licence = wire.inscription?.permis ?? firstKopilote?.permis ?? '';
  const examOpen =
    firstKopilote?.statut === OPEN_STATUS &&
    (KOPILOTE_LICENCES as readonly string[]).includes(licence);
  if (examOpen) storage.set(STORAGE_KEYS.appKopilote, JSON.stringify(wire.application_kopilote));
  else storage.remove(STORAGE_KEYS.appKopilote);
  return {
    id: wire.eleve.id_profile,
    firstName: wire.eleve.prenom,
    lastName: wire.eleve.nom,
    email: wire.eleve.email,
    imageUrl: wire.eleve.photo_url,
    groupId: wire.eleve.groupement_id,
    structureId: wire.eleve.structure_id,
    selectedInscription: wire.inscription ? toInscription(wire.inscription) : null,
    inscriptions: wire.inscriptions.filter((i) => i.statut === OPEN_STATUS).map(toInscription),
    applications: wire.applications_externes
      .filter((a) => a.statut === OPEN_STATUS)
      .map(toApplication),
    messages: wire.messages
      .filter((m) => Date.parse(m.date_debut) < now && now < Date.parse(m.date_fin))
      .map((m) => ({ id: m.id, type: m.type, content: m.contenu })),
    examOpen,
  };
}

/** GET /api/front/utilisateur, cached for the session and fetched again once on failure. */
export const utilisateurQuery = queryOptions({
  queryKey: profileKeys.utilisateur(),
  queryFn: async () =>
    toStudentProfile(await apiRequest(PROFILE_URL, { schema: utilisateurResponseSchema })),
  staleTime: 5 * 60_000,
});

export const useUtilisateur = () => useQuery(utilisateurQuery);

/**
 * GET /api/front/structure/{id}: the name of the learner's school. Here, beside the profile,
 * because the connected guard loads it with the profile for the pages whose heading names it.
 */
export const structureQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.structure(id),
    queryFn: async () =>
      (
        await apiRequest(`/api/front/structure/${encodeURIComponent(id)}`, {
          schema: structureResponseSchema,
        })
      ).nom,
    staleTime: Infinity,
  });
