import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findToast, toastRegion } from '@springfield/shared/testing';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router-dom';
import { routes } from '../../../routes';
import { answerSite, type AnsweredSite } from '../../../testing/registration-counts';
import { renderPage, routerReady } from '../../../testing/render-page';

const PAGE = '/events/1';
const TITLE = 'City Council Regular Meeting';

/** The event page's share card, as a screen reader user reaches it. */
function shareCard(): HTMLElement {
  return screen.getByRole('region', { name: 'Share This Event' });
}

/** Gives jsdom's navigator the sharing APIs of a test (jsdom has neither `share` nor `clipboard`). */
function browserWith(apis: { share?: jest.Mock; clipboard?: { writeText: jest.Mock } }): void {
  for (const name of ['share', 'clipboard'] as const) {
    Object.defineProperty(navigator, name, { configurable: true, value: apis[name] });
  }
}

function refusal(name: string): DOMException {
  return new DOMException('refused', name);
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The page's HTML as the site's server renders it (shell/src/server/render.tsx does the same in the frame). */
async function serverHtml(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('the event page share card', () => {
  let server: AnsweredSite;
  beforeEach(() => {
    server = answerSite();
    // The page's address in the browser: the one Share Event shares.
    window.history.replaceState(null, '', PAGE);
  });
  afterEach(() => {
    server.restore();
    browserWith({});
    window.history.replaceState(null, '', '/');
    jest.restoreAllMocks();
  });

  describe('Add to Calendar', () => {
    it("links to the event's published .ics file, named after the event, and to the calendar service", async () => {
      await renderPage(routes, PAGE);
      const file = within(shareCard()).getByRole('link', { name: 'Add to Calendar' });
      expect(file).toHaveAttribute('href', '/calendar/events/1.ics');
      expect(file).toHaveAttribute('download', 'city-council-regular-meeting.ics');
      expect(file).toHaveAttribute('type', 'text/calendar');
      const service = within(shareCard()).getByRole('link', { name: /Add to Google Calendar/ });
      expect(service).toHaveAccessibleName(/opens in a new tab/);
      expect(service).toHaveAttribute('target', '_blank');
      const address = new URL(service.getAttribute('href')!);
      expect(address.origin).toBe('https://calendar.google.com');
      expect(address.searchParams.get('text')).toBe(TITLE);
      expect(address.searchParams.get('dates')).toBe('20250115T010000Z/20250115T030000Z');
      expect(address.searchParams.get('location')).toBe(
        'City Hall Council Chambers, 100 Main Street, Springfield, IL 62701',
      );
    });

    it('makes the file in the browser and toasts, as the list does, on a plain click', async () => {
      // jsdom has no object URLs.
      const createObjectURL = jest.fn((_blob: Blob) => 'blob:event');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const saved: { name: string; href: string }[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
      await renderPage(routes, PAGE);
      const followed = fireEvent.click(within(shareCard()).getByRole('link', { name: 'Add to Calendar' }));
      // Script took the click: the browser does not also follow the link.
      expect(followed).toBe(false);
      expect(await findToast('Calendar Event Added')).toHaveTextContent(
        `${TITLE} has been downloaded to your calendar.`,
      );
      expect(saved).toEqual([{ name: 'city-council-regular-meeting.ics', href: 'blob:event' }]);
      const text = await readText(createObjectURL.mock.calls[0][0]);
      expect(text).toContain('UID:event-1@springfield.gov');
      expect(text).toContain('SUMMARY:City Council Regular Meeting');
    });

    it('leaves a click that asks for a new tab to the browser (the published file)', async () => {
      // Whether the page let the browser follow the link; then stopped, as jsdom cannot navigate.
      let followed: boolean | undefined;
      const stop = (click: Event) => {
        followed = !click.defaultPrevented;
        click.preventDefault();
      };
      window.addEventListener('click', stop);
      await renderPage(routes, PAGE);
      fireEvent.click(within(shareCard()).getByRole('link', { name: 'Add to Calendar' }), { ctrlKey: true });
      window.removeEventListener('click', stop);
      expect(followed).toBe(true);
      expect(within(toastRegion()).queryByText('Calendar Event Added')).not.toBeInTheDocument();
    });
  });

  describe('Share Event', () => {
    it("hands the event's title, when and where, and the page's full address to the share sheet", async () => {
      const share = jest.fn(() => Promise.resolve());
      const writeText = jest.fn(() => Promise.resolve());
      browserWith({ share, clipboard: { writeText } });
      await renderPage(routes, PAGE);
      fireEvent.click(within(shareCard()).getByRole('button', { name: 'Share Event' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share).toHaveBeenCalledWith({
        title: TITLE,
        text: `${TITLE}: Tuesday, January 14, 2025, 7:00 PM - 9:00 PM at City Hall Council Chambers`,
        url: 'http://localhost/events/1',
      });
      expect(writeText).not.toHaveBeenCalled();
      await act(() => Promise.resolve());
      expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
    });

    it('shows nothing when the visitor cancels the share sheet', async () => {
      const share = jest.fn(() => Promise.reject(refusal('AbortError')));
      const writeText = jest.fn(() => Promise.resolve());
      browserWith({ share, clipboard: { writeText } });
      await renderPage(routes, PAGE);
      fireEvent.click(within(shareCard()).getByRole('button', { name: 'Share Event' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      await act(() => Promise.resolve());
      expect(writeText).not.toHaveBeenCalled();
      expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
      expect(within(toastRegion()).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(shareCard()).queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('copies the address and says so where the browser has no share sheet', async () => {
      const writeText = jest.fn(() => Promise.resolve());
      browserWith({ clipboard: { writeText } });
      await renderPage(routes, PAGE);
      fireEvent.click(within(shareCard()).getByRole('button', { name: 'Share Event' }));
      const toast = await findToast('Link Copied');
      expect(toast).toHaveTextContent(
        "The event's address is on your clipboard: paste it to share the event.",
      );
      expect(toast).toHaveAttribute('role', 'status');
      expect(writeText).toHaveBeenCalledWith('http://localhost/events/1');
    });

    it('copies the address when the browser refuses to share for another reason', async () => {
      const share = jest.fn(() => Promise.reject(refusal('NotAllowedError')));
      const writeText = jest.fn(() => Promise.resolve());
      browserWith({ share, clipboard: { writeText } });
      await renderPage(routes, PAGE);
      fireEvent.click(within(shareCard()).getByRole('button', { name: 'Share Event' }));
      expect(await findToast('Link Copied')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('http://localhost/events/1');
    });

    it('gives the address to copy by hand, selected in a field, when the clipboard refuses', async () => {
      const writeText = jest.fn(() => Promise.reject(refusal('NotAllowedError')));
      browserWith({ clipboard: { writeText } });
      await renderPage(routes, PAGE);
      fireEvent.click(within(shareCard()).getByRole('button', { name: 'Share Event' }));
      expect(await findToast('Copy the Link')).toHaveTextContent('http://localhost/events/1');
      const field = within(shareCard()).getByRole('textbox', { name: 'Event address' });
      expect(field).toHaveValue('http://localhost/events/1');
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription('Copy this address to share the event.');
      expect(field).toHaveFocus();
      const input = field as HTMLInputElement;
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    });
  });

  describe('without script', () => {
    it("has Add to Calendar as a link to the event's file, the calendar-service link, and no Share Event", async () => {
      document.body.innerHTML = await serverHtml(PAGE);
      const card = shareCard();
      expect(within(card).getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
        'href',
        '/calendar/events/1.ics',
      );
      expect(within(card).getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/calendar\.google\.com\//),
      );
      // A page without script cannot share: no button that would do nothing.
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
      expect(card.querySelector('noscript')).toBeNull();
      document.body.innerHTML = '';
    });

    it('hydrates the server’s HTML as it is, then shows Share Event', async () => {
      const container = document.createElement('div');
      container.innerHTML = await serverHtml(PAGE);
      document.body.append(container);
      const errors: unknown[] = [];
      const router = createMemoryRouter(routes, { initialEntries: [PAGE] });
      // As the shell does: the page's lazy route loaded before hydrating, so the first render is the server's.
      await routerReady(router);
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, <RouterProvider router={router} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(within(shareCard()).getByRole('button', { name: 'Share Event' })).toBeInTheDocument();
      act(() => root?.unmount());
      container.remove();
    });
  });
});
