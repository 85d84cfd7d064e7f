import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { pageCountOf, pageItems, Pagination } from './pagination';

const SIZES = [24, 48, 96];

describe('pageItems', () => {
  it('lists every page up to six pages', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    for (let page = 0; page < 6; page += 1) expect(pageItems(page, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageItems(0, 0)).toEqual([]);
  });

  it('beyond six pages shows first, last and the neighbours of the current page with ellipses, always seven slots', () => {
    expect(pageItems(0, 20)).toEqual([0, 1, 2, 3, 4, 'gap-end', 19]);
    expect(pageItems(3, 20)).toEqual([0, 1, 2, 3, 4, 'gap-end', 19]);
    expect(pageItems(4, 20)).toEqual([0, 'gap-start', 3, 4, 5, 'gap-end', 19]);
    expect(pageItems(10, 20)).toEqual([0, 'gap-start', 9, 10, 11, 'gap-end', 19]);
    expect(pageItems(15, 20)).toEqual([0, 'gap-start', 14, 15, 16, 'gap-end', 19]);
    expect(pageItems(16, 20)).toEqual([0, 'gap-start', 15, 16, 17, 18, 19]);
    expect(pageItems(19, 20)).toEqual([0, 'gap-start', 15, 16, 17, 18, 19]);
    for (let page = 0; page < 20; page += 1) {
      const items = pageItems(page, 20);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
    }
  });

  it('counts pages from the total and the size', () => {
    expect(pageCountOf(0, 24)).toBe(0);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(480, 24)).toBe(20);
  });
});

const hrefFor = (page: number) => (page > 0 ? `/updates?p=${page}` : '/updates');

describe('Pagination', () => {
  it('shows all six page numbers as links, the current one marked, inside a named navigation', async () => {
    await renderWithApp(
      <Pagination page={2} total={6 * 24} size={24} pageSizes={SIZES} hrefFor={hrefFor} onSizeChange={() => {}} />,
      { route: '/updates?p=2' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(pages.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(nav).not.toHaveTextContent('…');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/updates?p=1');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/updates?p=3');
    expect(screen.getByText('49–72 of 144')).toBeInTheDocument();
  });

  it('shows ellipses for twenty pages', async () => {
    await renderWithApp(
      <Pagination page={9} total={20 * 24} size={24} pageSizes={SIZES} hrefFor={hrefFor} onSizeChange={() => {}} />,
      { route: '/updates?p=9' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '9', '10', '11', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/updates?p=19');
  });

  it('disables previous on the first page and next on the last', async () => {
    const { unmount } = await renderWithApp(
      <Pagination page={0} total={100} size={24} pageSizes={SIZES} hrefFor={hrefFor} onSizeChange={() => {}} />,
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/updates?p=1');
    unmount();

    await renderWithApp(<Pagination page={4} total={100} size={24} pageSizes={SIZES} hrefFor={hrefFor} onSizeChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('97–100 of 100')).toBeInTheDocument();
  });

  it('without links, pages are buttons that report the page picked', async () => {
    const onPageChange = vi.fn();
    await renderWithApp(<Pagination page={0} total={100} size={24} pageSizes={SIZES} onPageChange={onPageChange} onSizeChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [1]]);
  });

  it('offers the configured page sizes and reports a new one', async () => {
    const onSizeChange = vi.fn();
    await renderWithApp(<Pagination page={1} total={300} size={48} pageSizes={SIZES} hrefFor={hrefFor} onSizeChange={onSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select).toHaveValue('48');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['24', '48', '96']);
    await userEvent.selectOptions(select, '96');
    expect(onSizeChange).toHaveBeenCalledWith(96);
  });

  it('renders nothing for a list that fits on the smallest page', async () => {
    const { container } = await renderWithApp(
      <Pagination page={0} total={20} size={24} pageSizes={SIZES} hrefFor={hrefFor} onSizeChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
