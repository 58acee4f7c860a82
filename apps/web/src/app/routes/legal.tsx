import { Link } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { Footer } from '../shell/footer';
import header from '../shell/header.module.css';
import frame from './frame.module.css';

/** The brand's CGU or privacy charter, open to everyone (the footer links to them). */
export function LegalRoute({ kind }: { kind: 'cgu' | 'confidentialite' }) {
  const brand = useBrand();
  return (
    <div className={frame.page}>
      <header className={header.header}>
        <div className={header.bar}>
          <Link to="/" className={header.home}>
            <img
              className={header.logo}
              src={`${brand.logoPrefix}${brand.logoPostfix}`}
              alt={`${brand.appTitle} : retour à l’application`}
              height="48"
            />
          </Link>
        </div>
      </header>
      <main className={frame.main}>
        <LegalDocument kind={kind} brand={brand} />
      </main>
      <Footer />
    </div>
  );
}
