import { resetAreaDataForTests, setCurrentLocale } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages, routes } from '../../../routes';
import type { PublicServiceRequest, RequestProgress } from '../data/service-requests';
import { resetRequestStatusForTests } from '../hooks/use-request-status';

const request = (overrides: Partial<PublicServiceRequest> = {}): PublicServiceRequest => ({
  service_request_id: '100042',
  status: 'open',
  status_notes: null,
  service_name: 'Report a Pothole',
  service_code: 'pothole-report',
  description: 'Two feet wide',
  agency_responsible: 'Public Works',
  service_notice: 'Public Works handles this request. Processing time: 3-5 business days.',
  requested_datetime: '2026-11-26T15:05:00Z',
  updated_datetime: '2026-11-27T16:30:00Z',
  expected_datetime: null,
  address: 'Main St & 5th Ave',
  address_id: null,
  zipcode: null,
  lat: null,
  long: null,
  media_url: null,
  ...overrides,
});

/** The page as the server wrote it: its live data for this area. */
function pageData(data: unknown) {
  document.getElementById('sf-server-render')?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'sf-server-render';
  element.textContent = JSON.stringify({ data: { services_payments: data } });
  document.body.append(element);
  resetAreaDataForTests();
}

/** The site's Open311 API as the page fetches it. */
function answerApi(answer: (url: string) => Response | Promise<Response>) {
  const original = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    return answer(url);
  }) as typeof fetch;
  return { asked, restore: () => (globalThis.fetch = original) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const facts = () => {
  const list = screen.getByRole('region', { name: 'Status' }).querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );
};

describe('RequestStatusPage', () => {
  let api: ReturnType<typeof answerApi> | undefined;
  beforeEach(() => resetRequestStatusForTests());
  afterEach(() => {
    api?.restore();
    api = undefined;
    document.getElementById('sf-server-render')?.remove();
    resetAreaDataForTests();
  });

  it('shows the status the server read for the first page, without asking again', () => {
    pageData(request({ status: 'closed', status_notes: 'Repaired on Nov 27.' }));
    api = answerApi(() => json([]));
    renderRoutes(routes, '/services/requests/100042');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service Request 100042');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Departments', 'Service Requests', 'Request 100042']);
    expect(facts()).toEqual({
      'Request number': '100042',
      Type: 'Report a Pothole',
      Status: 'Closed',
      Department: 'Public Works',
      Submitted: 'November 26, 2026, 9:05 AM',
      'Last update': 'November 27, 2026, 10:30 AM',
      Location: 'Main St & 5th Ave',
      'Status notes': 'Repaired on Nov 27.',
      'What happens next': 'Public Works handles this request. Processing time: 3-5 business days.',
    });
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-26T15:05:00Z',
    );
    expect(api.asked).toEqual([]);
    expect(document.title).toBe('Service Request 100042 | City of Springfield');
  });

  /** Issue 44: the finer stage and the public updates, in the page's live data. */
  const progressed = (progress: RequestProgress, overrides: Partial<PublicServiceRequest> = {}) => ({
    ...request(overrides),
    ...progress,
  });

  it('shows the finer stage and the history of public updates, the city system’s marked', () => {
    pageData(
      progressed(
        {
          stage: 'in_progress',
          closed_reason: null,
          updates: [
            {
              at: '2026-11-26T16:00:00Z',
              stage: 'acknowledged',
              note: null,
              closed_reason: null,
              from_city: false,
            },
            {
              at: '2026-11-27T16:30:00Z',
              stage: 'in_progress',
              note: 'Crew scheduled for Monday.',
              closed_reason: null,
              from_city: true,
            },
          ],
        },
        { status_notes: 'In progress. Crew scheduled for Monday.' },
      ),
    );
    api = answerApi(() => json([]));
    renderRoutes(routes, '/services/requests/100042');
    expect(facts().Status).toBe('In progress');
    expect(facts()['Reason for closing']).toBeUndefined();
    const updates = within(screen.getByRole('region', { name: 'Updates' })).getAllByRole('listitem');
    expect(updates.map((item) => item.textContent)).toEqual([
      'November 26, 2026, 10:00 AMStatus changed to Acknowledged',
      'November 27, 2026, 10:30 AM · From the City’s 311 systemStatus changed to In progressCrew scheduled for Monday.',
    ]);
    expect(api.asked).toEqual([]);
  });

  it('shows the closing reason when closed, and no updates section without updates', () => {
    pageData(progressed({ stage: 'closed', closed_reason: 'duplicate', updates: [] }, { status: 'closed' }));
    api = answerApi(() => json([]));
    renderRoutes(routes, '/services/requests/100042');
    expect(facts().Status).toBe('Closed');
    expect(facts()['Reason for closing']).toBe('It duplicates another report');
    expect(screen.queryByRole('region', { name: 'Updates' })).not.toBeInTheDocument();
  });

  it('keeps to Open311’s status when the stage disagrees with it', () => {
    pageData(progressed({ stage: 'acknowledged', updates: [] }, { status: 'closed' }));
    api = answerApi(() => json([]));
    renderRoutes(routes, '/services/requests/100042');
    expect(facts().Status).toBe('Closed');
  });

  it.each([
    [
      'es',
      'En curso',
      'Actualizaciones',
      'El estado cambió a: En curso',
      'Motivo del cierre',
      'Duplica otro reporte',
    ],
    ['zh-Hant', '處理中', '處理紀錄', '狀態變更為：處理中', '結案原因', '與其他通報重複'],
  ] as const)(
    'says the stage, the updates and the reason in %s',
    async (locale, stage, title, changed, reasonTitle, reason) => {
      setCurrentLocale(locale);
      await loadMessages(locale);
      try {
        pageData(
          progressed({
            stage: 'in_progress',
            updates: [
              {
                at: '2026-11-27T16:30:00Z',
                stage: 'in_progress',
                note: 'Crew scheduled.',
                closed_reason: null,
                from_city: false,
              },
            ],
          }),
        );
        api = answerApi(() => json([]));
        const { unmount } = renderRoutes(routes, `/services/requests/100042`);
        expect(screen.getAllByText(stage).length).toBeGreaterThan(0);
        const updates = screen.getByRole('region', { name: title });
        expect(updates).toHaveTextContent(changed);
        expect(within(updates).getByText('Crew scheduled.')).toHaveAttribute('lang', 'en');
        unmount();
        resetRequestStatusForTests();
        pageData(
          progressed({ stage: 'closed', closed_reason: 'duplicate', updates: [] }, { status: 'closed' }),
        );
        renderRoutes(routes, `/services/requests/100042`);
        expect(screen.getByText(reasonTitle)).toBeInTheDocument();
        expect(screen.getByText(reason)).toBeInTheDocument();
      } finally {
        setCurrentLocale('en');
      }
    },
  );

  it('fetches the status from the Open311 API after a navigation', async () => {
    api = answerApi(() => json([request()]));
    renderRoutes(routes, '/services/requests/100042');
    expect(screen.getByRole('status')).toHaveTextContent("Loading the request's status…");
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(facts().Status).toBe('Open');
    expect(api.asked).toEqual(['/open311/v2/requests/100042.json?extensions=true']);
  });

  it('shows the stage and the updates from the Open311 API’s extensions after a navigation', async () => {
    api = answerApi(() =>
      json([
        {
          ...request({ status_notes: 'Acknowledged.' }),
          extended_attributes: {
            stage: 'acknowledged',
            closed_reason: null,
            updates: [
              {
                at: '2026-11-27T16:30:00Z',
                stage: 'acknowledged',
                note: null,
                closed_reason: null,
                from_city: false,
              },
            ],
          },
        },
      ]),
    );
    renderRoutes(routes, '/services/requests/100042');
    expect(await screen.findByRole('region', { name: 'Updates' })).toHaveTextContent(
      'Status changed to Acknowledged',
    );
    expect(facts().Status).toBe('Acknowledged');
  });

  it('shows the not-found view for a number the store does not hold, and for one that is no number', async () => {
    api = answerApi(() => json([{ code: 404, description: 'not found' }], 404));
    renderRoutes(routes, '/services/requests/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Service Requests/ })).toHaveAttribute(
      'href',
      '/services/requests',
    );
  });

  it("shows the not-found view the server's data says, and never fetches a non-number", () => {
    pageData({ notFound: true, service_request_id: '999999' });
    api = answerApi(() => json([]));
    const { unmount } = renderRoutes(routes, '/services/requests/999999');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Request Not Found');
    unmount();
    renderRoutes(routes, '/services/requests/%3Cscript%3E');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Request Not Found');
    expect(api.asked).toEqual([]);
  });

  it('says so when the status cannot be loaded, and tries again', async () => {
    let fail = true;
    api = answerApi(() => (fail ? json([], 503) : json([request()])));
    renderRoutes(routes, '/services/requests/100042');
    expect(await screen.findByRole('alert')).toHaveTextContent("We could not load this request's status.");
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(facts().Type).toBe('Report a Pothole'));
  });

  it("uses the first page's data for that request only: another request is fetched", async () => {
    pageData(request());
    api = answerApi(() => json([request({ service_request_id: '100043', address: '1 Elm St' })]));
    const { router } = renderRoutes(routes, '/services/requests/100042');
    expect(facts().Location).toBe('Main St & 5th Ave');
    await act(() => router.navigate('/services/requests/100043'));
    await waitFor(() => expect(facts().Location).toBe('1 Elm St'));
    expect(api.asked).toEqual(['/open311/v2/requests/100043.json?extensions=true']);
  });
});
