import { useBrand } from '../../brand/brand-store';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { Footer } from '../shell/footer';
import { PublicHeader } from '../shell/public-header';
import frame from './frame.module.css';
import { Main } from '../../components/ui/main';

/** The brand's CGU or privacy charter, open to everyone (the footer links to them). */
export function LegalRoute({ kind }: { kind: 'cgu' | 'confidentialite' }) {
  const brand = useBrand();
  return (
    <div className={frame.page}>
      <PublicHeader home />
      <Main className={frame.main}>
        <LegalDocument kind={kind} brand={brand} />
      </Main>
      <Footer />
    </div>
  );
}
