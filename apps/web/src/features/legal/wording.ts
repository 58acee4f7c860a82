import type { Partner, Publisher } from './publishers';

/** The partner as French names it in a sentence: « le Réseau Orata », « l’INRIS », « Prépaconduite ». */
export function partnerName({ name, article }: Partner): string {
  if (article === null) return name;
  return article === 'l’' ? `l’${name}` : `${article} ${name}`;
}

/** « du Réseau Orata », « de l’INRIS », « de Prépaconduite »: French contracts « de le ». */
export function ofPartner({ name, article }: Partner): string {
  if (article === 'le') return `du ${name}`;
  if (article === null) return `de ${name}`;
  return `de ${partnerName({ name, article })}`;
}

/**
 * Who opened the learner's account: a school for our own brand, the partner or one of its
 * schools for a partner brand (CGU « Accès au service », charter « Destinataires »).
 */
export function enroller(publisher: Publisher): string {
  const { partner } = publisher;
  if (partner === null) {
    return 'l’établissement qui vous a inscrit (auto-école, moto-école, bateau-école ou organisme de formation)';
  }
  return `${partnerName(partner)} ou l’établissement partenaire qui vous a inscrit`;
}
