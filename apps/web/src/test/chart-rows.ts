import { within } from '@testing-library/react';

/** A table's rows as the texts of their cells (headers included), as a reader goes through it. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
