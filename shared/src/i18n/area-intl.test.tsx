import { render, screen } from '@testing-library/react';
import { defineMessages, useIntl } from 'react-intl';
import { plainMessages } from './plain-messages';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { catalogueIntl, createAreaIntl } from './area-intl';
import { setCurrentLocale } from './locales';

const messages = plainMessages(
  defineMessages({
    title: { id: 'test.title', defaultMessage: 'Report a Pothole' },
    count: { id: 'test.count', defaultMessage: '{count, plural, one {# request} other {# requests}}' },
  }),
);

function Title() {
  const intl = useIntl();
  return (
    <h1>
      {intl.formatMessage(messages.title)} · {intl.formatMessage(messages.count, { count: 2 })}
    </h1>
  );
}

afterEach(() => setCurrentLocale(undefined));

describe('an area’s messages', () => {
  it('are in English until the page’s language is loaded, then in it; a language without a catalogue stays English', async () => {
    const load = jest.fn(() =>
      Promise.resolve({
        default: {
          'test.title': 'Reportar un bache',
          'test.count': '{count, plural, one {# solicitud} other {# solicitudes}}',
        },
      }),
    );
    const area = createAreaIntl({ es: load });
    setCurrentLocale('es');
    expect(area.intl().formatMessage(messages.title)).toBe('Report a Pothole');
    await area.loadMessages('es');
    await area.loadMessages('es');
    expect(load).toHaveBeenCalledTimes(1);
    expect(area.intl().formatMessage(messages.title)).toBe('Reportar un bache');
    expect(area.intl('en').formatMessage(messages.title)).toBe('Report a Pothole');
    await area.loadMessages('zh-Hant');
    expect(area.intl('zh-Hant').locale).toBe('en');

    render(
      <RouterProvider router={createMemoryRouter(area.withMessages([{ path: '/', element: <Title /> }]))} />,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('Reportar un bache · 2 solicitudes');
  });

  it('loads again after a catalogue failed to arrive', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ 'test.title': '回報路面坑洞' });
    const area = createAreaIntl({ 'zh-Hant': load });
    await expect(area.loadMessages('zh-Hant')).rejects.toThrow('offline');
    await area.loadMessages('zh-Hant');
    expect(area.intl('zh-Hant').formatMessage(messages.title)).toBe('回報路面坑洞');
  });
});

describe('catalogueIntl', () => {
  const words = plainMessages(
    defineMessages({ hello: { id: 'mail.hello', defaultMessage: 'Hello {name}' } }),
  );

  it('formats in each language from the catalogues at hand, English from the messages, one formatter each', () => {
    const intl = catalogueIntl({
      es: { 'mail.hello': 'Hola {name}' },
      'zh-Hant': { default: { 'mail.hello': '{name}，您好' } },
    });
    expect(intl('es').formatMessage(words.hello, { name: 'Ana' })).toBe('Hola Ana');
    expect(intl('zh-Hant').formatMessage(words.hello, { name: 'Ana' })).toBe('Ana，您好');
    expect(intl('en').formatMessage(words.hello, { name: 'Ana' })).toBe('Hello Ana');
    expect(intl('es')).toBe(intl('es'));
  });
});
