/** @jest-environment node */
// The renderer's staff pages (issue 44): the staff frame with the member and the areas they may use, the area's
// staff routes under it with the member as their loaders' and actions' context, and what is left out.
import {
  areaData,
  CONTRACT_VERSION,
  StaffCsrfField,
  usePageTitle,
  type StaffContext,
} from '@springfield/shared';
import { useActionData, type ActionFunctionArgs, type RouteObject } from 'react-router-dom';
import { renderPage } from './render';

const list = {
  contract: 1,
  remotes: {
    services_payments: {
      entry: 'http://remote.test/mf-manifest.json',
      server: 'server/server.0123456789.js',
      label: 'Departments, Services & Payments',
      prefixes: ['/services'],
      widgets: [],
      staff: {
        prefixes: ['/staff/requests'],
        module: './staffRoutes',
        label: 'Service requests',
        translations: { es: { label: 'Solicitudes de servicio' } },
      },
    },
    news_events: {
      entry: 'http://news.test/mf-manifest.json',
      server: 'server/server.1.js',
      label: 'News & Events',
      prefixes: ['/news'],
      widgets: [],
    },
  },
};

function Queue() {
  usePageTitle('Service requests');
  const data = areaData<{ count: number }>('services_payments');
  const outcome = useActionData() as { seenBy?: string } | undefined;
  return (
    <form method="post">
      <h1>Queue of {data?.count}</h1>
      <StaffCsrfField />
      {outcome?.seenBy ? <p>Sent by {outcome.seenBy}</p> : null}
    </form>
  );
}

const routes: RouteObject[] = [
  {
    id: 'services-payments:queue',
    path: '/staff/requests',
    element: <Queue />,
    action: ({ context }: ActionFunctionArgs) => ({
      seenBy: (context as { staff: StaffContext }).staff.member.name,
    }),
  },
];

const member = {
  subject: 'works.agent',
  name: 'Pat Rivera',
  roles: { services_payments: 'agent' as const },
  csrf: 'token-123',
};
const context: StaffContext = { member, area: 'services_payments', role: 'agent' };
const modules = {
  services_payments: { './staffRoutes': { contract: CONTRACT_VERSION, routes } },
};

it('renders the staff home: who is signed in, the sign-out form with the token, the areas they may use', async () => {
  const page = await renderPage({ url: 'http://site.test/staff', list, modules: {}, staff: { member } });
  expect(page.status).toBe(200);
  expect(page.title).toMatch(/^Staff home/);
  expect(page.html).toContain('Signed in as Pat Rivera');
  expect(page.html).toContain('action="/staff/sign-out"');
  expect(page.html).toContain('value="token-123"');
  expect(page.html).toContain('href="/staff/requests"');
  expect(page.html).not.toContain('News &amp; Events');
});

it('renders the staff home signed out with the sign-in button', async () => {
  const page = await renderPage({
    url: 'http://site.test/staff',
    list,
    modules: {},
    staff: { member: null },
  });
  expect(page.html).toContain('href="/staff/sign-in"');
  expect(page.html).not.toContain('sign-out');
});

it('renders an area’s staff page with its data, and its action gets the member as its context', async () => {
  const page = await renderPage({
    url: 'http://site.test/staff/requests',
    list,
    modules,
    data: { services_payments: { count: 3 } },
    staff: { member, context },
  });
  expect(page.status).toBe(200);
  expect(page.html).toContain('Queue of <!-- -->3');
  const posted = await renderPage({
    url: 'http://site.test/staff/requests',
    list,
    modules,
    data: async () => ({ services_payments: { count: 3 } }),
    submission: { body: '_csrf=token-123', answer: 'page' },
    staff: { member, context },
  });
  expect(posted.html).toContain('Sent by <!-- -->Pat Rivera');
});

it('names the areas in the page’s language', async () => {
  const page = await renderPage({ url: 'http://site.test/es/staff', list, modules: {}, staff: { member } });
  expect(page.lang).toBe('es');
  expect(page.html).toContain('Solicitudes de servicio');
  expect(page.html).toContain('Sesión iniciada como Pat Rivera');
});

it('answers 503 when the area’s staff module is missing, and 404 for a staff address nobody owns', async () => {
  const down = await renderPage({
    url: 'http://site.test/staff/requests',
    list,
    modules: {},
    staff: { member, context },
  });
  expect(down.status).toBe(503);
  expect(down.failed).toEqual(['services_payments']);
  const unknown = await renderPage({
    url: 'http://site.test/staff/nothing',
    list,
    modules: {},
    staff: { member },
  });
  expect(unknown.status).toBe(404);
});

it('renders "Was this page helpful?" answers per area the member may use, in the page’s language; signed out, the sign-in', async () => {
  const pageFeedback = [
    {
      area: 'services_payments',
      pages: [
        {
          page: '/services/pothole-report',
          yes: 3,
          no: 2,
          comments: [{ text: 'The map would not load', received: '2026-11-20T10:00:00.000Z' }],
        },
      ],
    },
    { area: 'news_events', pages: [] },
  ];
  const page = await renderPage({
    url: 'http://site.test/es/staff/helpful',
    list,
    modules: {},
    staff: { member, pageFeedback },
  });
  expect(page.status).toBe(200);
  expect(page.title).toMatch(/^Respuestas a «¿Le resultó útil esta página\?»/);
  expect(page.html).toContain('Departments, Services &amp; Payments: respuestas por página');
  expect(page.html).toMatch(
    /<th scope="row"><a href="\/services\/pothole-report">\/services\/pothole-report<\/a><\/th><td>3<\/td><td>2<\/td>/,
  );
  expect(page.html).toContain('The map would not load');
  expect(page.html).toContain('No hay respuestas en los últimos 90 días.');

  const signedOut = await renderPage({
    url: 'http://site.test/staff/helpful',
    list,
    modules: {},
    staff: { member: null },
  });
  expect(signedOut.html).toContain('href="/staff/sign-in"');
  expect(signedOut.html).not.toContain('<table');
});
