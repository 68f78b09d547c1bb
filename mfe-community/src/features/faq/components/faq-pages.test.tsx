import { formatFileSize, formatLongDate } from '@springfield/shared';
import { findToast, renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PARKING_PERMIT_APPLICATION_FILE,
  VOTER_REGISTRATION_APPLICATION_FILE,
} from '../../../documents/document-paths';
import { parkingPermitTypes } from '../data/parking-permits';
import {
  electionDates,
  electionYear,
  pollingLocations,
  registrationMethods,
  STATE_REGISTRATION_URL,
} from '../data/voter-registration';
import { ParkingPermitPage } from './parking-permit-page';
import { VoterRegistrationPage } from './voter-registration-page';

// jsdom cannot follow a link: the browser's part of a click is stopped after the page's own handlers ran.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  jest.restoreAllMocks();
});

/**
 * A link's name with the permit type only screen readers hear ("Apply for This Permit: Visitor Parking
 * Permit"; jsdom puts a space before the colon, browsers do not).
 */
function permitLinkName(label: string, type: string): RegExp {
  return new RegExp(`^${label}\\s?: ${type}$`);
}

/** The real size of a file the build made, as a page states it. */
const sizeOf = (file: string) => formatFileSize(__SF_DOCUMENT_SIZES__[file]);

/** The page must never answer with a browser alert. */
function spyOnAlert(): jest.SpyInstance {
  return jest.spyOn(window, 'alert').mockImplementation(() => undefined);
}

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
      const card = within(types).getByRole('heading', { name: permit.type }).closest('li');
      if (!card) throw new Error(`${permit.type} has no card`);
      for (const fact of [permit.description, permit.cost, permit.duration, permit.processing]) {
        expect(within(card).getByText(fact)).toBeInTheDocument();
      }
    }
    const process = screen.getByRole('region', { name: 'Application Process' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Cash (in person only)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit City Hall' })).toHaveAttribute('href', '/departments');
  });

  it('leads Apply Online and each Apply for This Permit to How to Apply, as links', () => {
    renderWithRouter(<ParkingPermitPage />);
    expect(screen.getByRole('link', { name: 'Apply Online' })).toHaveAttribute(
      'href',
      '/faq/parking-permit/apply',
    );
    expect(screen.getByText(/^Online application system coming soon!/)).toBeInTheDocument();
    for (const permit of parkingPermitTypes) {
      expect(
        screen.getByRole('link', { name: permitLinkName('Apply for This Permit', permit.type) }),
      ).toHaveAttribute('href', `/faq/parking-permit/apply/${permit.slug}`);
    }
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('downloads the application form, and says so with the words of the spec', async () => {
    const user = userEvent.setup();
    const alert = spyOnAlert();
    renderWithRouter(<ParkingPermitPage />);
    const download = screen.getByRole('link', { name: 'Download Forms' });
    expect(download).toHaveAttribute('href', '/documents/parking-permit-application.pdf');
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAttribute('type', 'application/pdf');
    expect(
      screen.getByText(
        `Print the application form (PDF, ${sizeOf(PARKING_PERMIT_APPLICATION_FILE)}) and bring or mail it to City Hall.`,
      ),
    ).toBeInTheDocument();
    await user.click(download);
    expect(await findToast('Downloading form...')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('says how to apply in its five steps, with no online application', () => {
    renderWithRouter(<ParkingPermitPage />);
    const process = screen.getByRole('region', { name: 'Application Process' });
    expect(
      within(process).getByText('Apply in person at City Hall, by phone or by mail.'),
    ).toBeInTheDocument();
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

  it('shows the deadline, eligibility, the ways to register, the election’s dates and the polling places', () => {
    renderWithRouter(<VoterRegistrationPage />);
    expect(screen.getByRole('note')).toHaveTextContent('15 days before an election');
    expect(screen.getByRole('note')).toHaveTextContent('Same-day registration is not available.');
    const methods = screen.getByRole('region', { name: 'Ways to Register' });
    expect(
      within(methods)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(registrationMethods.map((method) => method.method));
    const dates = screen.getByRole('region', { name: `Key Election Dates ${electionYear}` });
    expect(electionYear).toBe(electionDates.at(-1)?.date.slice(0, 4));
    for (const date of electionDates) {
      const item = within(dates).getByRole('heading', { name: date.event }).closest('li');
      if (!item) throw new Error(`${date.event} has no item`);
      expect(item).toHaveTextContent(`${date.event}${formatLongDate(date.date)}${date.description}`);
    }
    const polling = screen.getByRole('region', { name: 'Polling Locations' });
    for (const location of pollingLocations) {
      const card = within(polling).getByRole('heading', { name: location.name }).closest('li');
      if (!card) throw new Error(`${location.name} has no card`);
      expect(card).toHaveTextContent(location.address);
      expect(card).toHaveTextContent(`Precincts: ${location.precincts.join(', ')}`);
      expect(card).toHaveTextContent(location.accessibility);
    }
    expect(screen.getByRole('link', { name: 'Your Government' })).toHaveAttribute('href', '/government');
  });

  it('opens the state’s registration lookup for Check Status, in a new tab, with a toast', async () => {
    const user = userEvent.setup();
    const alert = spyOnAlert();
    renderWithRouter(<VoterRegistrationPage />);
    const link = screen.getByRole('link', { name: 'Check Status (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://ova.elections.il.gov/RegistrationLookup.aspx');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('↗');
    await user.click(link);
    const toast = await findToast('Checking registration status...');
    expect(toast).toHaveTextContent(
      "The Illinois State Board of Elections' registration lookup opens in a new tab.",
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('downloads the mail-in registration form, and says so with the words of the spec', async () => {
    const user = userEvent.setup();
    const alert = spyOnAlert();
    renderWithRouter(<VoterRegistrationPage />);
    const download = screen.getByRole('link', { name: 'Download Forms' });
    expect(download).toHaveAttribute('href', '/documents/voter-registration-application.pdf');
    expect(download).toHaveAttribute('download');
    expect(
      screen.getByText(
        `Print a mail-in registration form (PDF, ${sizeOf(VOTER_REGISTRATION_APPLICATION_FILE)}).`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(download);
    expect(await findToast('Downloading forms...')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
