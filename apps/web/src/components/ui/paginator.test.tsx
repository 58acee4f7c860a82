import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paginator, lastPageIndex } from './paginator';

function renderPaginator(pageIndex: number, pageSize: number, total: number) {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPageSizeChange = vi.fn<(size: number) => void>();
  render(
    <Paginator
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { onPageChange, onPageSizeChange, button };
}

describe('paginator (spec §4, §5, §9)', () => {
  it('says « 0 de 0 » and offers no move when there is nothing', () => {
    const { button } = renderPaginator(0, 50, 0);
    expect(screen.getByText('0 de 0')).toBeInTheDocument();
    for (const name of ['Première page', 'Page précédente', 'Page suivante', 'Dernière page']) {
      expect(button(name)).toBeDisabled();
    }
  });

  it('moves to the first, previous, next and last pages from the middle', async () => {
    const { onPageChange, button } = renderPaginator(2, 10, 45);
    expect(screen.getByText('21 - 30 de 45')).toBeInTheDocument();
    await userEvent.click(button('Première page'));
    await userEvent.click(button('Page précédente'));
    await userEvent.click(button('Page suivante'));
    await userEvent.click(button('Dernière page'));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([0, 1, 3, 4]);
  });

  it('offers the four page sizes under the spec’s label', async () => {
    const { onPageSizeChange } = renderPaginator(0, 50, 120);
    const select = screen.getByRole('combobox', { name: 'Résultats par page :' });
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await userEvent.selectOptions(select, '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it('never computes a last page below 0', () => {
    expect(lastPageIndex(50, 0)).toBe(0);
    expect(lastPageIndex(0, 10)).toBe(0);
    expect(lastPageIndex(50, 100)).toBe(1);
    expect(lastPageIndex(50, 101)).toBe(2);
  });
});
