import { city, formatFileSize } from '@springfield/shared';
import { findToast } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARKING_PERMIT_APPLICATION_FILE } from '../../../documents/document-paths';
import { routes } from '../../../routes';
import { parkingPaymentMethods, parkingPermitTypes } from '../data/parking-permits';
import { renderPage } from '../../../testing/render-page';

const APPLY_PATH = '/faq/parking-permit/apply';

/** The form's link, which states the real size of the file the build made. */
const FORM_LINK = `Download the Application Form (PDF, ${formatFileSize(__SF_DOCUMENT_SIZES__[PARKING_PERMIT_APPLICATION_FILE])})`;

/** The breadcrumb's items as a visitor reads them, each with where it links (none for the current page). */
function breadcrumbTrail(): { label: string | null; href: string | null }[] {
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(breadcrumb)
    .getAllByRole('listitem')
    .map((item) => ({
      label: item.textContent,
      href: item.querySelector('a')?.getAttribute('href') ?? null,
    }));
}

describe('ParkingPermitApplyPage, no permit type chosen', () => {
  it('has its own heading and the trail Home / FAQ / Parking Permits / How to Apply', async () => {
    await renderPage(routes, APPLY_PATH);
    expect(
      screen.getByRole('heading', { level: 1, name: 'How to Apply for a Parking Permit' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('How to Apply for a Parking Permit | City of Springfield');
    expect(breadcrumbTrail()).toEqual([
      { label: 'Home', href: '/' },
      { label: 'FAQ', href: null },
      { label: 'Parking Permits', href: '/faq/parking-permit' },
      { label: 'How to Apply', href: null },
    ]);
  });

  it('says in the spec’s words that there is no online application, and how to apply instead', async () => {
    await renderPage(routes, APPLY_PATH);
    const notice = screen.getByRole('note', { name: 'Apply Online' });
    expect(notice).toHaveTextContent(
      'Online application system coming soon! Until then, apply in person at City Hall, by phone or by mail, as described below.',
    );
  });

  it('offers each permit type, with its cost, as a link to its own How to Apply page', async () => {
    await renderPage(routes, APPLY_PATH);
    const choice = screen.getByRole('region', { name: 'Choose Your Permit' });
    const cards = within(choice).getAllByRole('listitem');
    expect(cards).toHaveLength(parkingPermitTypes.length);
    parkingPermitTypes.forEach((permit, index) => {
      const card = within(cards[index]);
      expect(card.getByRole('heading', { level: 3, name: permit.type })).toBeInTheDocument();
      expect(card.getByText(permit.cost)).toBeInTheDocument();
      expect(card.getByRole('link', { name: /^Choose This Permit/ })).toHaveAttribute(
        'href',
        `${APPLY_PATH}/${permit.slug}`,
      );
      expect(card.getByRole('link', { name: /^Choose This Permit/ })).toHaveTextContent(permit.type);
    });
  });

  it('tells how to apply in person, by phone and by mail with City Hall’s address, number and hours', async () => {
    await renderPage(routes, APPLY_PATH);
    const ways = screen.getByRole('region', { name: 'Ways to Apply' });
    const [inPerson, byPhone, byMail] = within(ways).getAllByRole('listitem');
    expect(within(inPerson).getByRole('heading', { level: 3, name: 'In Person' })).toBeInTheDocument();
    expect(inPerson.querySelector('address')).toHaveTextContent(
      /^Springfield City Hall\s*100 Main Street\s*Springfield, IL 62701$/,
    );
    expect(inPerson).toHaveTextContent('Hours: Monday - Friday: 8:00 AM - 5:00 PM. Closed weekends.');
    expect(inPerson).toHaveTextContent('Cash is accepted in person only.');

    expect(within(byPhone).getByRole('heading', { level: 3, name: 'By Phone' })).toBeInTheDocument();
    expect(within(byPhone).getByRole('link', { name: city.mainPhone })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    expect(byPhone).toHaveTextContent('Hours: Monday - Friday: 8:00 AM - 5:00 PM.');

    expect(within(byMail).getByRole('heading', { level: 3, name: 'By Mail' })).toBeInTheDocument();
    expect(byMail.querySelector('address')).toHaveTextContent(
      /^Springfield City Hall\s*Attn: Parking Permits\s*100 Main Street\s*Springfield, IL 62701$/,
    );
    expect(byMail).toHaveTextContent('a check or money order for the permit fee');
  });

  it('lists what to bring: the form to download, every type’s documents and the ways to pay', async () => {
    await renderPage(routes, APPLY_PATH);
    const bring = screen.getByRole('region', { name: 'What to Bring' });
    const form = within(bring).getByRole('link', { name: FORM_LINK });
    expect(form).toHaveAttribute('href', '/documents/parking-permit-application.pdf');
    expect(form).toHaveAttribute('download');
    for (const permit of parkingPermitTypes) {
      expect(
        within(bring).getByText((_, element) => {
          return (
            element?.tagName === 'LI' &&
            element.textContent === `${permit.type}: ${permit.requirements.join(', ')}`
          );
        }),
      ).toBeInTheDocument();
    }
    for (const method of parkingPaymentMethods) expect(within(bring).getByText(method)).toBeInTheDocument();
  });

  it('shows the five steps of the application, none of them online', async () => {
    await renderPage(routes, APPLY_PATH);
    const process = screen.getByRole('region', { name: 'Application Process' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(5);
    expect(process).not.toHaveTextContent(/online/i);
  });

  it('says the form is downloading with the words of the spec, and raises no alert', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    // jsdom cannot follow a link: stop the browser's part of the click after the page's own handler ran.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    try {
      await renderPage(routes, APPLY_PATH);
      await user.click(screen.getByRole('link', { name: FORM_LINK }));
      expect(await findToast('Downloading form...')).toBeInTheDocument();
      expect(alert).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('click', stayOnPage);
      alert.mockRestore();
    }
  });

  it('has no button: every control is a link that works without script', async () => {
    await renderPage(routes, APPLY_PATH);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ParkingPermitApplyPage for one permit type', () => {
  it.each(parkingPermitTypes.map((permit) => [permit.slug, permit] as const))(
    '/apply/%s is about that permit alone: its name, cost, duration, processing and requirements',
    async (slug, permit) => {
      await renderPage(routes, `${APPLY_PATH}/${slug}`);
      expect(
        screen.getByRole('heading', { level: 1, name: `How to Apply: ${permit.type}` }),
      ).toBeInTheDocument();
      expect(document.title).toBe(`How to Apply: ${permit.type} | City of Springfield`);
      expect(breadcrumbTrail()).toEqual([
        { label: 'Home', href: '/' },
        { label: 'FAQ', href: null },
        { label: 'Parking Permits', href: '/faq/parking-permit' },
        { label: 'How to Apply', href: APPLY_PATH },
        { label: permit.type, href: null },
      ]);

      const chosen = screen.getByRole('region', { name: `Applying for ${permit.type}` });
      expect(within(chosen).getByText(permit.description)).toBeInTheDocument();
      for (const [label, value] of [
        ['Cost', permit.cost],
        ['Duration', permit.duration],
        ['Processing', permit.processing],
      ]) {
        expect(within(chosen).getByText(label).nextElementSibling).toHaveTextContent(value);
      }
      expect(within(chosen).getByRole('link', { name: 'Choose another permit type' })).toHaveAttribute(
        'href',
        APPLY_PATH,
      );
      expect(screen.queryByRole('region', { name: 'Choose Your Permit' })).toBeNull();

      const bring = screen.getByRole('region', { name: 'What to Bring' });
      const documents = within(bring).getByRole('heading', { name: 'Documents' })
        .nextElementSibling as HTMLElement;
      expect(
        within(documents)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(permit.requirements);
      expect(within(bring).getByText(`${permit.cost}, paid with:`)).toBeInTheDocument();
      expect(within(bring).getByRole('link', { name: FORM_LINK })).toHaveAttribute(
        'href',
        '/documents/parking-permit-application.pdf',
      );

      expect(screen.getByRole('region', { name: 'Ways to Apply' })).toBeInTheDocument();
      expect(screen.getByRole('note', { name: 'Apply Online' })).toHaveTextContent(
        'Online application system coming soon!',
      );
      expect(screen.queryByRole('button')).toBeNull();
    },
  );

  it.each([
    'unknown',
    'Residential',
    'residential-parking-permit',
    '%3Cscript%3E',
    '<img src=x onerror=alert(1)>',
  ])('shows Permit Type Not Found for %p', async (slug) => {
    await renderPage(routes, `${APPLY_PATH}/${encodeURIComponent(slug)}`);
    const view = screen.getByRole('region', { name: 'Permit Type Not Found' });
    expect(view).toHaveAttribute('data-http-status', '404');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('The requested parking permit type could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Parking Permits/ })).toHaveAttribute(
      'href',
      '/faq/parking-permit',
    );
    expect(document.title).toBe('Permit Type Not Found | City of Springfield');
  });
});
