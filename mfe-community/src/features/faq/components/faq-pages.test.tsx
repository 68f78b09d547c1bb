import { renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parkingPermitTypes } from '../data/parking-permits';
import { pollingLocations, STATE_REGISTRATION_URL } from '../data/voter-registration';
import { ParkingPermitPage } from './parking-permit-page';
import { VoterRegistrationPage } from './voter-registration-page';

describe('ParkingPermitPage', () => {
  it('shows the breadcrumb, notice, four permit types and the five steps', () => {
    renderWithRouter(<ParkingPermitPage />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'FAQ', 'Parking Permits']);
    expect(screen.getByRole('note')).toHaveTextContent(/displayed on your vehicle's dashboard/);
    const types = screen.getByRole('region', { name: 'Permit Types' });
    for (const permit of parkingPermitTypes) {
      expect(within(types).getByRole('heading', { name: permit.type })).toBeInTheDocument();
    }
    for (const text of ['$25', '$5', '$100', '$15/day', '24 hours', 'Project duration', 'Immediate']) {
      expect(within(types).getByText(text)).toBeInTheDocument();
    }
    const process = screen.getByRole('region', { name: 'Application Process' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Cash (in person only)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit City Hall' })).toHaveAttribute('href', '/departments');
  });

  it('answers its buttons with the alerts of the spec', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithRouter(<ParkingPermitPage />);
    await user.click(screen.getByRole('button', { name: 'Apply Online' }));
    expect(alert).toHaveBeenLastCalledWith('Online application system coming soon!');
    await user.click(screen.getByRole('button', { name: 'Download Forms' }));
    expect(alert).toHaveBeenLastCalledWith('Downloading form...');
    await user.click(screen.getByRole('button', { name: /Apply for This Permit.*Visitor Parking Permit/ }));
    expect(alert).toHaveBeenLastCalledWith('Applying for Visitor Parking Permit...');
  });
});

describe('VoterRegistrationPage', () => {
  it('opens the state registration site in a new tab', () => {
    renderWithRouter(<VoterRegistrationPage />);
    const link = screen.getByRole('link', { name: /Register Online/ });
    expect(link).toHaveAttribute('href', STATE_REGISTRATION_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Register Online (opens in a new tab)');
  });

  it('shows the deadline, eligibility, three methods, 2024 dates and four polling places', () => {
    renderWithRouter(<VoterRegistrationPage />);
    expect(screen.getByRole('note')).toHaveTextContent('15 days before an election');
    expect(screen.getByRole('note')).toHaveTextContent('Same-day registration is not available.');
    const methods = screen.getByRole('region', { name: 'Ways to Register' });
    expect(within(methods).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const date of ['October 23, 2024', 'October 28, 2024', 'November 2, 2024', 'November 5, 2024']) {
      expect(screen.getByText(date)).toBeInTheDocument();
    }
    expect(screen.getByText('Polls are open from 7:00 AM to 7:00 PM.')).toBeInTheDocument();
    const polling = screen.getByRole('region', { name: 'Polling Locations' });
    for (const location of pollingLocations) {
      expect(within(polling).getByRole('heading', { name: location.name })).toBeInTheDocument();
    }
    expect(within(polling).getAllByText('Fully ADA accessible')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Your Government' })).toHaveAttribute('href', '/government');
  });

  it('answers Check Status and Download Forms with alerts', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithRouter(<VoterRegistrationPage />);
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(alert).toHaveBeenLastCalledWith('Checking registration status...');
    await user.click(screen.getByRole('button', { name: 'Download Forms' }));
    expect(alert).toHaveBeenLastCalledWith('Downloading forms...');
  });
});
