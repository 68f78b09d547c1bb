import { cityReference, internationalPhone } from '@springfield/shared';
import { collectStructuredData, renderRoutes } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { departmentPages, departmentPath, departments } from '../data/departments';
import { publicWorks } from '../data/public-works';
import { openingHoursOf } from './opening-hours';

/** The department object of a page as the tests read it. */
interface EmittedDepartment {
  '@context': string;
  '@type': string;
  name: string;
  description: string;
  url: string;
  telephone: string;
  email?: string;
  address?: {
    '@type': string;
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
  };
  location?: {
    '@type': string;
    address?: unknown;
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  };
  parentOrganization: unknown;
}

function departmentOf(path: string): EmittedDepartment {
  const { structuredData } = collectStructuredData(() => renderRoutes(routes, path));
  const found = structuredData.filter((object) => object['@type'] === 'GovernmentOrganization');
  expect(found.length).toBeGreaterThan(0);
  return found[0] as unknown as EmittedDepartment;
}

/** A fact of the Contact & Hours card, as shown: the element after its label. */
function shownFact(label: string): HTMLElement {
  const card = screen.getByRole('region', { name: 'Contact & Hours' });
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** The location as shown (its first line: the Get Directions link follows it). */
const shownLocation = () => shownFact('Location').childNodes[0].textContent ?? '';

/** "15:30" as the department pages write it: "3:30 PM"; "07:00": "7 AM". */
function writtenTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const clock = `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A specification as the department pages write one: "Mon-Fri 8 AM-6 PM", "Sat 9 AM-1 PM". */
function writtenHours(specification: { dayOfWeek: string[]; opens: string; closes: string }): string {
  const first = specification.dayOfWeek[0].slice(0, 3);
  const last = specification.dayOfWeek[specification.dayOfWeek.length - 1].slice(0, 3);
  const days = specification.dayOfWeek.length === 1 ? first : `${first}-${last}`;
  return `${days} ${writtenTime(specification.opens)}-${writtenTime(specification.closes)}`;
}

describe('a department page gives search engines the department', () => {
  it.each(departmentPages.map((page) => [page.path] as const))(
    '%s: a GovernmentOrganization of the city with what the page shows',
    (path) => {
      const department = departmentOf(path);
      expect(department['@context']).toBe('https://schema.org');
      // What Google reads of an organization: its name, address, page and phone.
      expect(department).toMatchObject({
        name: screen.getByRole('heading', { level: 1 }).textContent,
        description: document.querySelector('.sf-page-header__description')?.textContent,
        url: path,
        telephone: internationalPhone(within(shownFact('Phone')).getByRole('link').textContent ?? ''),
        parentOrganization: cityReference(),
      });
      const address = department.address!;
      expect(address['@type']).toBe('PostalAddress');
      expect(
        `${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`,
      ).toBe(shownLocation());
      // The hours are there when the text shown can be read whole, and each group reads back as shown.
      const shownHours = shownFact('Hours').textContent ?? '';
      const hours = openingHoursOf(shownHours);
      if (hours) {
        expect(department.location).toEqual({
          '@type': 'Place',
          address: department.address,
          openingHoursSpecification: hours,
        });
        expect(department.location!.openingHoursSpecification.map(writtenHours).join(', ')).toBe(shownHours);
      } else {
        expect(department.location).toBeUndefined();
      }
    },
  );

  it("gives Public Works' e-mail address as its page shows it", () => {
    const department = departmentOf(departmentPages.find((page) => page.name === publicWorks.name)!.path);
    const email = within(shownFact('Email')).getByRole('link');
    expect(department.email).toBe(email.textContent);
    expect(email).toHaveAttribute('href', `mailto:${department.email}`);
  });

  it.each(departments.map((department) => [department.slug, department] as const))(
    '%s gives an e-mail address exactly when its page shows one, its record’s',
    (slug, department) => {
      const emitted = departmentOf(departmentPath(slug));
      expect(emitted.email).toBe(department.email);
      if (department.email) {
        expect(within(shownFact('Email')).getByRole('link')).toHaveTextContent(department.email);
      } else {
        expect(screen.queryByText('Email', { selector: 'dt' })).not.toBeInTheDocument();
      }
    },
  );

  it('gives nothing for a department that does not exist', () => {
    const { structuredData } = collectStructuredData(() => renderRoutes(routes, '/departments/unknown'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Department Not Found');
    expect(structuredData).toEqual([]);
  });
});
