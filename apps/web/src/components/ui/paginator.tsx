import { PAGE_SIZE_OPTIONS, PAGINATOR, paginatorRangeLabel } from '@prepacode/domain/layout';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import styles from './paginator.module.css';

interface PaginatorProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
  /** The caller goes back to the first page: the old index means nothing at another size. */
  onPageSizeChange: (pageSize: number) => void;
}

/** The last page index for a total, never below 0 (spec §5). */
export const lastPageIndex = (pageSize: number, total: number) =>
  pageSize > 0 ? Math.max(0, Math.ceil(total / pageSize) - 1) : 0;

/** Spec §4 and §9: first, previous, next and last within bounds, and « a - b de n ». */
export function Paginator({
  pageIndex,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: PaginatorProps) {
  const selectId = useId();
  const index = Math.max(0, pageIndex);
  const last = lastPageIndex(pageSize, total);
  const atStart = index <= 0;
  const atEnd = index >= last;
  const buttons = [
    { label: 'Première page', Icon: ChevronFirst, target: 0, disabled: atStart },
    { label: PAGINATOR.previousPageLabel, Icon: ChevronLeft, target: index - 1, disabled: atStart },
    { label: PAGINATOR.nextPageLabel, Icon: ChevronRight, target: index + 1, disabled: atEnd },
    { label: 'Dernière page', Icon: ChevronLast, target: last, disabled: atEnd },
  ];

  return (
    <div className={styles.paginator}>
      <div className={styles.size}>
        <label htmlFor={selectId}>{PAGINATOR.itemsPerPageLabel}</label>
        <select
          id={selectId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.range} aria-live="polite">
        {paginatorRangeLabel(index, pageSize, total)}
      </p>
      <div className={styles.buttons}>
        {buttons.map(({ label, Icon, target, disabled }) => (
          <button
            key={label}
            type="button"
            className={styles.button}
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => onPageChange(Math.max(0, Math.min(target, last)))}
          >
            <Icon aria-hidden="true" size={20} />
          </button>
        ))}
      </div>
    </div>
  );
}
