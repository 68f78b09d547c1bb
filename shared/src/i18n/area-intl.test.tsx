import { render, screen } from '@testing-library/react';
import { defineMessages, useIntl } from 'react-intl';
import { plainMessages } from './plain-messages';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAreaIntl } from './area-intl';
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
