import type { Theme } from '@prepacode/domain/brands';
import { useId, type ReactNode } from 'react';
import styles from './legal.module.css';

/** The date of the version in force of the CGU and the charter; change it with their text. */
export const VERSION_DATE = { label: '21/11/2026', iso: '2026-11-21' } as const;

/**
 * The charter is a page of ours for every brand: the footer only hides its link for the brands
 * that do not display it, so the legal texts point to it in every case.
 */
export function charterHref(brand: Theme): string {
  return brand.footer.displayCharter ? brand.footer.charterUrl : '/confidentialite';
}

/** A titled section, named by its heading so that assistive technologies list it. */
export function LegalSection({
  title,
  level,
  children,
}: {
  title: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

export function VersionDate({ prefix }: { prefix: string }) {
  return (
    <p className={styles.version}>
      {prefix} <time dateTime={VERSION_DATE.iso}>{VERSION_DATE.label}</time>
    </p>
  );
}

/** The rights of articles 15 to 22 of the RGPD and 85 of the loi Informatique et Libertés. */
export function RightsList() {
  return (
    <ul>
      <li>
        <strong>Droit d’accès</strong> : savoir quelles données nous détenons sur vous et en obtenir
        une copie.
      </li>
      <li>
        <strong>Droit de rectification</strong> : faire corriger des données inexactes ou
        incomplètes.
      </li>
      <li>
        <strong>Droit à l’effacement</strong> : obtenir la suppression de vos données dans les cas
        prévus par le RGPD, par exemple lorsqu’elles ne sont plus nécessaires.
      </li>
      <li>
        <strong>Droit à la limitation</strong> : faire suspendre l’utilisation de vos données,
        notamment le temps de vérifier leur exactitude ou une opposition.
      </li>
      <li>
        <strong>Droit d’opposition</strong> : vous opposer, pour des raisons tenant à votre
        situation particulière, à un traitement fondé sur notre intérêt légitime.
      </li>
      <li>
        <strong>Droit à la portabilité</strong> : recevoir les données que vous nous avez fournies
        dans un format structuré et lisible par machine, ou les faire transmettre à un autre
        organisme.
      </li>
      <li>
        <strong>Directives après le décès</strong> : définir ce que deviendront vos données après
        votre décès.
      </li>
    </ul>
  );
}

export function CnilComplaint() {
  return (
    <p>
      Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez
      adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3
      place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
      <a href="https://www.cnil.fr">www.cnil.fr</a>.
    </p>
  );
}
