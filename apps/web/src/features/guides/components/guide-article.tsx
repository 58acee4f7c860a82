import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Guide, GuideSection } from '../types';
import { GuideBlocks } from './guide-blocks';
import styles from './guide-article.module.css';

/** From this many sections a guide is long enough to open on its table of contents. */
const TABLE_OF_CONTENTS_FROM = 4;

function BackToGuides() {
  return (
    <Link to="/guides" className={styles.back}>
      <ArrowLeft aria-hidden="true" size={18} />
      Retour aux guides
    </Link>
  );
}

function TableOfContents({ sections }: { sections: readonly GuideSection[] }) {
  const titleId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tocTitle}>
        Dans ce guide
      </h2>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One guide as a page: title, introduction, table of contents when long, then its sections. */
export function GuideArticle({ guide }: { guide: Guide }) {
  const titleId = useId();
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <BackToGuides />
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {guide.title}
        </h1>
        <p className={styles.intro}>{guide.intro}</p>
      </header>
      {guide.sections.length >= TABLE_OF_CONTENTS_FROM && (
        <TableOfContents sections={guide.sections} />
      )}
      {guide.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <GuideBlocks blocks={section.blocks} />
        </section>
      ))}
      {/* Where a reader who got to the end wants to go, without scrolling back up. */}
      <BackToGuides />
    </article>
  );
}
