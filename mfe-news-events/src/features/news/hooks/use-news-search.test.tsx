import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useNewsSearch } from './use-news-search';

function SearchBox() {
  const [search, setSearch] = useNewsSearch();
  return <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />;
}

function start(path: string) {
  const router = createMemoryRouter([{ path: '/news', element: <SearchBox /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, box: screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement };
}

describe('useNewsSearch', () => {
  it('shows what is typed at once and writes it to the address', async () => {
    const { router, box } = start('/news');
    act(() => {
      fireEvent.change(box, { target: { value: 'budget' } });
    });
    expect(box).toHaveValue('budget');
    await waitFor(() => expect(router.state.location.search).toBe('?q=budget'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows an address changed from elsewhere (the header’s search, Back)', async () => {
    const { router, box } = start('/news?q=park');
    expect(box).toHaveValue('park');
    await act(() => router.navigate('/news?q=library'));
    expect(box).toHaveValue('library');
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('park');
  });

  it('removes the parameter when the box is emptied', async () => {
    const { router, box } = start('/news?q=park');
    act(() => {
      fireEvent.change(box, { target: { value: '' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
