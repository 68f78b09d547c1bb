import { formatFileSize, formatNumber } from '@springfield/shared';
import { screen, within } from '@testing-library/react';
import { programPath, programs } from './features/programs/data/programs';
import { routes } from './routes';
import { renderPage } from './testing/render-page';

describe('community routes', () => {
  it.each([
    ['/programs', 'Programs & Initiatives'],
    ['/programs/green-springfield', 'Green Springfield Initiative'],
    ['/volunteer', 'Volunteer Opportunities'],
    ['/volunteer/park-cleanup/apply', 'Volunteer Opportunities'],
    ['/volunteer/park-cleanup/applied', 'Volunteer Application Submitted!'],
    ['/feedback', 'Submit Feedback'],
    ['/feedback/thank-you', 'Feedback Submitted Successfully!'],
    ['/faq/parking-permit', 'Parking Permits'],
    ['/faq/parking-permit/apply', 'How to Apply for a Parking Permit'],
    ['/faq/parking-permit/apply/visitor', 'How to Apply: Visitor Parking Permit'],
    ['/faq/voter-registration', 'Voter Registration'],
  ])('%s shows its page with one h1 and its own title', async (path, heading) => {
    await renderPage(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${heading} | City of Springfield`);
  });

  it.each([
    '/faq',
    '/faq/anything',
    '/faq/%3Cscript%3E',
    '/faq/parking-permit/anything',
    '/faq/parking-permit/apply/visitor/extra',
  ])('%s shows the site 404', async (path) => {
    await renderPage(routes, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the parking permit How to Apply routes', () => {
  it('shows Permit Type Not Found, not the site 404, for an unknown permit type', async () => {
    await renderPage(routes, '/faq/parking-permit/apply/unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permit Type Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('404')).toBeNull();
  });

  it('keeps the /faq catch-all routes last, after every FAQ page', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.slice(-2)).toEqual(['/faq', '/faq/*']);
    expect(paths).toEqual(
      expect.arrayContaining(['/faq/parking-permit/apply', '/faq/parking-permit/apply/:permitType']),
    );
  });
});

describe('ProgramsPage', () => {
  it('shows the four summary tiles', async () => {
    await renderPage(routes, '/programs');
    for (const text of ['Active Programs', 'Total Investment', 'Residents Served', 'Average Progress']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const value of ['4', '$8.6M', '12,500+', '58%']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
  });

  it('shows each program with its badge, contact, documents and Learn More link', async () => {
    await renderPage(routes, '/programs');
    for (const program of programs) {
      const section = screen.getByRole('region', { name: program.title });
      expect(section).toHaveAttribute('id', program.id);
      expect(within(section).getByText(program.description)).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: program.contact })).toHaveAttribute(
        'href',
        `mailto:${program.contact}`,
      );
      expect(within(section).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
        'href',
        `/programs/${program.id}`,
      );
      for (const goal of program.goals) expect(within(section).getByText(goal)).toBeInTheDocument();
      for (const metric of program.keyMetrics) {
        expect(within(section).getByText(metric.label)).toBeInTheDocument();
      }
      expect(within(section).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
        'aria-valuenow',
        String(program.progress),
      );
    }
    const revitalization = screen.getByRole('region', { name: 'Neighborhood Revitalization Grants' });
    expect(within(revitalization).getByText('Accepting Applications')).toBeInTheDocument();
    const green = screen.getByRole('region', { name: 'Green Springfield Initiative' });
    expect(within(green).getByText('Active')).toBeInTheDocument();
  });

  it('opens documents as /documents/{slug}.pdf in a new tab, stating their real size', async () => {
    await renderPage(routes, '/programs');
    const size = formatFileSize(__SF_DOCUMENT_SIZES__['documents/energy-rebate-application.pdf']);
    const link = screen.getByRole('link', {
      name: `Energy Rebate Application (PDF, ${size}) (opens in a new tab)`,
    });
    expect(link).toHaveAttribute('href', '/documents/energy-rebate-application.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('links to volunteering and feedback', async () => {
    await renderPage(routes, '/programs');
    const involved = screen.getByRole('region', { name: 'Get Involved' });
    expect(within(involved).getByRole('link', { name: 'Volunteer With Us' })).toHaveAttribute(
      'href',
      '/volunteer',
    );
    expect(within(involved).getByRole('link', { name: 'Share Your Ideas' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });
});

describe('ProgramDetailPage', () => {
  it('shows the breadcrumb and the status of the spec', async () => {
    await renderPage(routes, '/programs/green-springfield');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Programs & Initiatives' })).toHaveAttribute(
      'href',
      '/programs',
    );
    expect(screen.getByText('Active Program')).toBeInTheDocument();
    await renderPage(routes, '/programs/neighborhood-revitalization');
    expect(screen.getByText('Accepting Applications')).toBeInTheDocument();
  });

  it.each(programs.map((program) => [program.id, program] as const))(
    '/programs/%s shows its record’s stat cards, progress bars, goals, facts and contact',
    async (_id, program) => {
      await renderPage(routes, programPath(program.id));
      const { detail } = program;
      const stats = screen.getByRole('region', { name: 'Program at a glance' });
      expect(
        within(stats)
          .getAllByRole('listitem')
          .map((card) => card.textContent),
      ).toEqual(detail.stats.map((stat) => `${stat.value}${stat.label}`));
      expect(screen.getByRole('progressbar', { name: 'Overall Progress' })).toHaveAttribute(
        'aria-valuenow',
        String(program.progress),
      );
      for (const bar of detail.progressBars) {
        expect(
          screen.getByText(`${formatNumber(bar.current)} / ${formatNumber(bar.target)}`),
        ).toBeInTheDocument();
        expect(screen.getByRole('progressbar', { name: bar.label })).toHaveAttribute(
          'aria-valuenow',
          String(Math.min(100, Math.round((bar.current / bar.target) * 100))),
        );
      }
      const goals = screen.getByRole('region', { name: 'Program Goals' });
      for (const goal of program.goals) expect(within(goals).getByText(goal)).toBeInTheDocument();
      const facts = screen.getByRole('region', { name: detail.factsTitle });
      for (const fact of detail.facts) expect(within(facts).getByText(fact)).toBeInTheDocument();
      const contact = screen.getByRole('region', { name: 'Contact Information' });
      expect(within(contact).getByText(detail.contact.name)).toBeInTheDocument();
      expect(within(contact).getByRole('link', { name: detail.contact.email })).toHaveAttribute(
        'href',
        `mailto:${detail.contact.email}`,
      );
    },
  );

  it.each(['abc', '999', '%3Cscript%3E', '<img src=x onerror=alert(1)>'])(
    'shows Program Not Found for %p',
    async (id) => {
      await renderPage(routes, `/programs/${encodeURIComponent(id)}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeInTheDocument();
      expect(screen.getByText('The requested program could not be found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Programs/ })).toHaveAttribute('href', '/programs');
    },
  );
});
