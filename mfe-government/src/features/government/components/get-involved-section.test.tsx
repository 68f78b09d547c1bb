import { renderRoutes } from '@springfield/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../routes';
import {
  boardsAndCommissions,
  vacancyLabel,
  volunteerInterestMail,
  volunteerOpportunities,
} from '../data/involvement';

async function renderGetInvolved(path = '/government') {
  const view = renderRoutes(routes, path);
  const section = await screen.findByRole('region', { name: 'Get Involved' });
  return { ...view, section };
}

describe('GetInvolvedSection', () => {
  it('links each button to its address, where the page opens its dialog', async () => {
    const { section } = await renderGetInvolved();
    for (const [name, href] of [
      ['Boards & Commissions', '/government/boards'],
      ['Submit Public Comment', '/government/public-comment'],
      ['Volunteer Opportunities', '/government/volunteer'],
    ]) {
      expect(within(section).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the dialog on a click and the address follows; closing goes back to /government', async () => {
    const { section, router } = await renderGetInvolved();
    fireEvent.click(within(section).getByRole('link', { name: 'Submit Public Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Public Comment' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/government/public-comment'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/government'));
    // Back in history, not a new entry: Back from here leaves the page, it does not open the dialog again.
    expect(router.state.historyAction).toBe('POP');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the page where it was behind the dialog, and when it closes (the frame scrolls up on each address)', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    // Scrolled down to Get Involved.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2400 });
    try {
      const { section, router } = await renderGetInvolved();
      fireEvent.click(within(section).getByRole('link', { name: 'Boards & Commissions' }));
      const dialog = await screen.findByRole('dialog', { name: 'Boards & Commissions' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/government/boards'));
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 2400, left: 0, behavior: 'instant' }));
      scrollTo.mockClear();
      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/government'));
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 2400, left: 0, behavior: 'instant' }));
    } finally {
      scrollTo.mockRestore();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('closes the dialog when the visitor goes back', async () => {
    const { section, router } = await renderGetInvolved();
    fireEvent.click(within(section).getByRole('link', { name: 'Volunteer Opportunities' }));
    await screen.findByRole('dialog', { name: 'Volunteer Opportunities' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/government/volunteer'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/government');
  });

  it('leaves a click with a key held to the browser (a new tab): no dialog opens here', async () => {
    const { section, router } = await renderGetInvolved();
    fireEvent.click(within(section).getByRole('link', { name: 'Boards & Commissions' }), { ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/government');
  });

  it('shows boards with their openings and explains how to apply', async () => {
    await renderGetInvolved('/government/boards');
    const dialog = await screen.findByRole('dialog', { name: 'Boards & Commissions' });
    for (const board of boardsAndCommissions) {
      const row = within(dialog).getByRole('heading', { name: board.name }).closest('li') as HTMLElement;
      expect(within(row).getByText(vacancyLabel(board.vacancies))).toBeInTheDocument();
      expect(within(row).getByText(`Meets: ${board.meetings}`)).toBeInTheDocument();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Learn How to Apply' }));
    expect(await screen.findByText('Application Process')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Application forms are available at City Hall or on the city website. Contact the City Clerk at clerk@springfield.gov for more information.',
      ),
    ).toBeInTheDocument();
  });

  it('offers ways to comment with 3 minutes per speaker and a mail draft', async () => {
    const { section } = await renderGetInvolved();
    fireEvent.click(within(section).getByRole('link', { name: 'Submit Public Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Public Comment' });
    expect(within(dialog).getByText(/Each speaker has 3 minutes/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Email Council' })).toHaveAttribute(
      'href',
      'mailto:council@springfield.gov?subject=Public%20Comment',
    );
    expect(within(dialog).getByRole('link', { name: 'View the meeting schedule' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('drafts a mail per volunteer opportunity', async () => {
    const { section } = await renderGetInvolved();
    fireEvent.click(within(section).getByRole('link', { name: 'Volunteer Opportunities' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volunteer Opportunities' });
    for (const opportunity of volunteerOpportunities) {
      expect(
        within(dialog).getByRole('link', { name: `Contact about ${opportunity.title}` }),
      ).toHaveAttribute('href', volunteerInterestMail(opportunity));
      expect(within(dialog).getByText(`Time commitment: ${opportunity.timeCommitment}`)).toBeInTheDocument();
    }
  });
});
