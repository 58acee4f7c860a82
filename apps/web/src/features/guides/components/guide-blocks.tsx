import { ArrowRight, Info } from 'lucide-react';
import { Link } from 'react-router';
import type { GuideBlock } from '../types';
import styles from './guide-blocks.module.css';

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map(({ term, text }) => (
            <div key={term} className={styles.definition}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.text}>{text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <p className={styles.note}>
          <Info aria-hidden="true" size={20} className={styles.noteIcon} />
          <span>
            <strong>À savoir : </strong>
            {block.text}
          </span>
        </p>
      );
    case 'links':
      return (
        <ul className={styles.links}>
          {block.items.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {label}
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

/** A guide section's content, as text in the markup that says what it is (list, steps, terms). */
export function GuideBlocks({ blocks }: { blocks: readonly GuideBlock[] }) {
  // The blocks are fixed data that never reorders: their position is a stable key.
  return blocks.map((block, index) => <Block key={index} block={block} />);
}
