import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { readPlaceKeptFrom, useScrollOnNavigate } from './use-scroll-on-navigate';

function Frame() {
  useScrollOnNavigate('main');
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function setUp() {
  const router = createMemoryRouter(
    [{ element: <Frame />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: ['/pay-fines'] },
  );
  readPlaceKeptFrom(() => router.state.preventScrollReset);
  render(<RouterProvider router={router} />);
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  return { router, scrollTo };
}

describe('useScrollOnNavigate', () => {
  it('takes the visitor to the top of a new page, focus on the main content', async () => {
    const { router, scrollTo } = setUp();
    await act(() => router.navigate('/pay-bills'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('keeps the place when only the query changes (a look-up) or the navigation asks to', async () => {
    const { router, scrollTo } = setUp();
    await act(() => router.navigate('/pay-fines?citation=TRF-2024-001234'));
    await act(() => router.navigate('/pay-fines/pay/all', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.getElementById('main')).not.toHaveFocus();
  });
});
