import { brandLogo, logoSize } from '@prepacode/domain/brands';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import styles from './header.module.css';

/**
 * The header of the pages outside the connected area (home, licence choice, legal documents):
 * the brand's logo, linked to the app when `home` is given, and the page's own actions.
 */
export function PublicHeader({ home = false, children }: { home?: boolean; children?: ReactNode }) {
  const brand = useBrand();
  const logo = (
    <img
      className={styles.logo}
      src={brandLogo(brand, undefined)}
      alt={home ? `${brand.appTitle} : retour à l’application` : brand.appTitle}
      {...logoSize(brand)}
    />
  );
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {home ? (
          <Link to="/" className={styles.home}>
            {logo}
          </Link>
        ) : (
          logo
        )}
        {children}
      </div>
    </header>
  );
}
