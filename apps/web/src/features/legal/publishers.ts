/*
 * The legal facts of every brand: the operator edits them here, in this one file, and the
 * mentions légales, the CGU and the privacy charter follow. No registration number is written
 * until the operator has the real one: an invented number on a legal page would mislead.
 */
import type { BrandName } from '@prepacode/domain/brands';

/** How French names the partner after « avec » or « le partenaire » (le Réseau, l’INRIS…). */
export type PartnerArticle = 'le' | 'la' | 'l’' | null;

export interface Partner {
  name: string;
  article: PartnerArticle;
}

export interface Host {
  name: string;
  address: string;
}

export interface Publisher {
  company: string;
  legalForm: string;
  shareCapital: string;
  headOffice: string;
  /** The trade register's city, with the number once the operator has it (« RCS Lyon »). */
  registration: string;
  publicationDirector: string;
  contactEmail: string;
  dpoEmail: string;
  host: Host;
  /** The partner the brand is offered with; null for our own brand. */
  partner: Partner | null;
}

const company = {
  company: 'Prépacode SAS',
  legalForm: 'société par actions simplifiée',
  shareCapital: '10 000 €',
  headOffice: '18 rue de la Charité, 69002 Lyon',
  registration: 'RCS Lyon',
  // The law names the company's legal representative; the person holding the office may change.
  publicationDirector: 'le président de Prépacode SAS',
  dpoEmail: 'dpo@prepacode.fr',
  host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix' },
} satisfies Omit<Publisher, 'contactEmail' | 'partner'>;

export const PUBLISHERS: Readonly<Record<BrandName, Publisher>> = {
  prepacode: { ...company, contactEmail: 'contact@prepacode.fr', partner: null },
  orata: {
    ...company,
    contactEmail: 'orata@prepacode.fr',
    partner: { name: 'Réseau Orata', article: 'le' },
  },
  rcer: {
    ...company,
    contactEmail: 'rcer@prepacode.fr',
    partner: { name: 'Association RCER', article: 'l’' },
  },
  inris: {
    ...company,
    contactEmail: 'inris@prepacode.fr',
    partner: { name: 'INRIS', article: 'l’' },
  },
  michelin: {
    ...company,
    contactEmail: 'michelin@prepacode.fr',
    partner: { name: 'Michelin Code, programme de tests', article: null },
  },
  prepaconduite: {
    ...company,
    contactEmail: 'prepaconduite@prepacode.fr',
    partner: { name: 'Prépaconduite', article: null },
  },
};
