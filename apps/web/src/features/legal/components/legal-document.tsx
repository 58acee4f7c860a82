import type { Theme } from '@prepacode/domain/brands';
import { PUBLISHERS } from '../publishers';
import { CguText } from './cgu-text';
import { CharterText } from './charter-text';
import styles from './legal.module.css';

export type LegalDocumentKind = 'cgu' | 'confidentialite';

/** The page body of the CGU (/cgu) or of the privacy charter (/confidentialite) of one brand. */
export function LegalDocument({ kind, brand }: { kind: LegalDocumentKind; brand: Theme }) {
  const publisher = PUBLISHERS[brand.name];
  return (
    <article className={styles.document}>
      {kind === 'cgu' ? (
        <CguText brand={brand} publisher={publisher} />
      ) : (
        <CharterText brand={brand} publisher={publisher} />
      )}
    </article>
  );
}
