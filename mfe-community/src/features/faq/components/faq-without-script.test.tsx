import { formatFileSize } from '@springfield/shared';
import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PARKING_PERMIT_APPLICATION_FILE } from '../../../documents/document-paths';
import { routes } from '../../../routes';
import { parkingPermitTypes } from '../data/parking-permits';

/** The form's link, which states the real size of the file the build made. */
const FORM_LINK = `Download the Application Form (PDF, ${formatFileSize(__SF_DOCUMENT_SIZES__[PARKING_PERMIT_APPLICATION_FILE])})`;

/** The page's HTML as the server renders it (shell/src/server/render.tsx does the same, inside the frame). */
async function serverHtml(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** The page as a browser without script shows it: the server's HTML, and nothing of the page's script. */
async function pageWithoutScript(path: string): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = await serverHtml(path);
  document.body.replaceChildren(root);
  return root;
}

/** The address of the link a screen reader names so. */
function hrefOf(page: HTMLElement, name: RegExp | string): string | null {
  return within(page).getByRole('link', { name }).getAttribute('href');
}

describe('the FAQ pages without script', () => {
  it.each([
    '/faq/parking-permit',
    '/faq/parking-permit/apply',
    ...parkingPermitTypes.map((permit) => `/faq/parking-permit/apply/${permit.slug}`),
    '/faq/voter-registration',
  ])('%s has no button: every control is a link', async (path) => {
    const page = await pageWithoutScript(path);
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(page.querySelectorAll('button')).toHaveLength(0);
    for (const link of page.querySelectorAll('a'))
      expect(link.getAttribute('href')).toMatch(/^(\/|https:|tel:)/);
  });

  it('leads the parking permit page’s actions to How to Apply and the form', async () => {
    const page = await pageWithoutScript('/faq/parking-permit');
    expect(hrefOf(page, 'Apply Online')).toBe('/faq/parking-permit/apply');
    expect(hrefOf(page, 'Download Forms')).toBe('/documents/parking-permit-application.pdf');
    for (const permit of parkingPermitTypes) {
      expect(hrefOf(page, new RegExp(`^Apply for This Permit\\s?: ${permit.type}$`))).toBe(
        `/faq/parking-permit/apply/${permit.slug}`,
      );
    }
  });

  it('gives the How to Apply page’s form, phone and permit types as links', async () => {
    const page = await pageWithoutScript('/faq/parking-permit/apply/visitor');
    expect(hrefOf(page, FORM_LINK)).toBe('/documents/parking-permit-application.pdf');
    expect(hrefOf(page, '(555) 123-4567')).toBe('tel:5551234567');
    expect(hrefOf(page, 'Choose another permit type')).toBe('/faq/parking-permit/apply');
  });

  it('leads Check Status to the state’s lookup and Download Forms to the form', async () => {
    const page = await pageWithoutScript('/faq/voter-registration');
    expect(hrefOf(page, /^Check Status/)).toBe('https://ova.elections.il.gov/RegistrationLookup.aspx');
    expect(within(page).getByRole('link', { name: /^Check Status/ })).toHaveAttribute('target', '_blank');
    expect(hrefOf(page, 'Download Forms')).toBe('/documents/voter-registration-application.pdf');
  });

  it('answers an unknown permit type with the not-found view the server sends as 404', async () => {
    const page = await pageWithoutScript('/faq/parking-permit/apply/unknown');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Permit Type Not Found' }),
    ).toBeInTheDocument();
    expect(page.querySelector('[data-http-status="404"]')).not.toBeNull();
  });
});
