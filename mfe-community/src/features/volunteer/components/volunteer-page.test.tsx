import { findToast, renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { volunteerOpportunities } from '../data/volunteer-opportunities';
import { VolunteerPage } from './volunteer-page';

const [first, second] = volunteerOpportunities;
if (!first || !second) throw new Error('volunteer data needs two opportunities');

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

async function openForm(title: string) {
  const user = userEvent.setup();
  await user.click(within(card(title)).getByRole('button', { name: /Sign Up to Volunteer/ }));
  return user;
}

describe('VolunteerPage', () => {
  it('shows the breadcrumb, stats, six reasons, five opportunities and five steps', () => {
    renderWithRouter(<VolunteerPage />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Volunteer Opportunities')).toBeInTheDocument();
    for (const text of [
      '150+',
      '50+',
      '2,400+',
      'Active Volunteers',
      'Events This Year',
      'Hours Contributed',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const why = screen.getByRole('region', { name: 'Why Volunteer?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const getStarted = screen.getByRole('region', { name: 'Get Started Today' });
    expect(within(getStarted).getByRole('link', { name: 'volunteer@springfield.gov' })).toBeInTheDocument();
    expect(within(getStarted).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows each card with its category, locale date, skills and benefits', () => {
    renderWithRouter(<VolunteerPage />);
    const park = card(first.title);
    expect(within(park).getByText(first.category)).toBeInTheDocument();
    expect(within(park).getByText('1/18/2025')).toBeInTheDocument();
    for (const skill of first.skills) expect(within(park).getByText(skill)).toBeInTheDocument();
    for (const benefit of first.benefits) expect(within(park).getByText(benefit)).toBeInTheDocument();
  });

  it('opens the form under the chosen card, moves it to another card and closes it', async () => {
    renderWithRouter(<VolunteerPage />);
    const user = await openForm(first.title);
    expect(within(card(first.title)).getByRole('form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Volunteer Application: ${first.title}` })).toHaveFocus();

    await user.type(screen.getByLabelText(/Full Name/), 'Ana');
    await user.click(within(card(second.title)).getByRole('button', { name: /Sign Up to Volunteer/ }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(within(card(second.title)).getByLabelText(/Full Name/)).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Close application form' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await openForm(first.title);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for name and email first, keeping what was typed', async () => {
    renderWithRouter(<VolunteerPage />);
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), '   ');
    await user.type(screen.getByLabelText(/Relevant Experience/), '<img src=x onerror=alert(1)> 🌳');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const toast = await findToast('Required Fields Missing');
    expect(toast).toHaveTextContent('Please fill in your name and email address.');
    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Relevant Experience/)).toHaveValue('<img src=x onerror=alert(1)> 🌳');
    expect(name).toHaveValue('   ');
  });

  it('then asks for the background check agreement', async () => {
    renderWithRouter(<VolunteerPage />);
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const toast = await findToast('Background Check Required');
    expect(toast).toHaveTextContent('Please agree to the background check to continue.');
    const agree = screen.getByRole('checkbox', { name: /background check/ });
    expect(agree).toHaveFocus();
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText(/Full Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('accepts a complete application, thanks the visitor, clears and closes the form', async () => {
    renderWithRouter(<VolunteerPage />);
    const user = await openForm(second.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText('Availability'), 'weekends');
    await user.click(screen.getByRole('checkbox', { name: /background check/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const toast = await findToast('Volunteer Application Submitted!');
    expect(toast).toHaveTextContent(
      `Thank you for applying for ${second.title}. We'll contact you within 48 hours.`,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await openForm(first.title);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /background check/ })).not.toBeChecked();
  });
});
