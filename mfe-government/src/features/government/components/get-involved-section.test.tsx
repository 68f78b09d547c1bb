import { renderWithRouter } from '@springfield/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GetInvolvedSection } from './get-involved-section';

describe('GetInvolvedSection', () => {
  it('shows boards with their openings and explains how to apply', async () => {
    renderWithRouter(<GetInvolvedSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Boards & Commissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boards & Commissions' });
    expect(within(dialog).getByText('1 Opening')).toBeInTheDocument();
    expect(within(dialog).getByText('2 Openings')).toBeInTheDocument();
    expect(within(dialog).getByText('No Openings')).toBeInTheDocument();
    expect(within(dialog).getByText('Meets: 2nd Tuesday, 7:00 PM')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Learn How to Apply' }));
    expect(await screen.findByText('Application Process')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Application forms are available at City Hall or on the city website. Contact the City Clerk at clerk@springfield.gov for more information.',
      ),
    ).toBeInTheDocument();
  });

  it('offers ways to comment with 3 minutes per speaker and a mail draft', async () => {
    renderWithRouter(<GetInvolvedSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Public Comment' }));
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
    renderWithRouter(<GetInvolvedSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Volunteer Opportunities' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volunteer Opportunities' });
    expect(within(dialog).getByRole('link', { name: 'Contact about Election Poll Worker' })).toHaveAttribute(
      'href',
      'mailto:elections@springfield.gov?subject=Volunteer%20Interest%3A%20Election%20Poll%20Worker',
    );
    expect(within(dialog).getByText('Time commitment: 4 hours/month')).toBeInTheDocument();
  });
});
