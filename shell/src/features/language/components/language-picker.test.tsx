import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { CHOSEN_LANGUAGE_KEY } from './language-picker';

afterEach(() => window.localStorage.clear());

it('links the page in each language, each named in its own, the current one marked', async () => {
  renderApp('/events?category=Community');
  const picker = await screen.findByRole('navigation', { name: 'Language' });
  const links = within(picker).getAllByRole('link');
  expect(
    links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
  ).toEqual([
    ['English', '/events?category=Community', 'en'],
    ['Español', '/es/events?category=Community', 'es'],
    ['繁體中文', '/zh-hant/events?category=Community', 'zh-Hant'],
  ]);
  expect(links[0]).toHaveAttribute('aria-current', 'true');
});

it('remembers a language only when the visitor chooses one', async () => {
  renderApp('/');
  const picker = await screen.findByRole('navigation', { name: 'Language' });
  // Nothing chosen: nothing offered, whatever the browser's languages.
  expect(within(picker).getAllByRole('link')).toHaveLength(3);
  expect(window.localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBeNull();
  // The link's own page load is left out here (jsdom has none).
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(within(picker).getByRole('link', { name: 'Español' }));
  expect(window.localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('es');
});

it('offers the chosen language on a page in another, in that language', async () => {
  window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'es');
  renderApp('/news');
  const offer = await screen.findByRole('link', { name: 'Ver esta página en español' });
  expect(offer).toHaveAttribute('href', '/es/news');
  expect(offer).toHaveAttribute('lang', 'es');
});

it('opens the page in the address bar as it is clicked, even before that page is drawn', async () => {
  renderApp('/contact');
  const picker = await screen.findByRole('navigation', { name: 'Language' });
  const chinese = within(picker).getByRole('link', { name: '繁體中文' });
  expect(chinese).toHaveAttribute('href', '/zh-hant/contact');
  // A link inside the page was followed: the address is the next page's, not yet drawn.
  window.history.pushState({}, '', '/es/events?category=Community');
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(chinese);
  expect(chinese).toHaveAttribute('href', '/zh-hant/events?category=Community');
  expect(window.localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('zh-Hant');
  window.history.replaceState({}, '', '/');
});
