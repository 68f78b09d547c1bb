import { render, screen } from '@testing-library/react';
import { setCurrentLocale } from '../../i18n/locales';
import { InEnglish, langOf } from './in-english';

afterEach(() => setCurrentLocale(undefined));

it('shows content in the page’s language as it is', () => {
  setCurrentLocale('es');
  const { container } = render(
    <InEnglish shown="es">
      <p>Reporte de baches</p>
    </InEnglish>,
  );
  expect(container.innerHTML).toBe('<p>Reporte de baches</p>');
  expect(langOf({ lang: 'es' })).toEqual({});
});

it('marks English content on a page in another language, after a note in the page’s language', () => {
  setCurrentLocale('zh-Hant');
  render(
    <InEnglish part="item">
      <p>Street Repairs Begin</p>
    </InEnglish>,
  );
  expect(screen.getByRole('note')).toHaveTextContent('此內容尚未提供中文版本，以下以英文顯示。');
  expect(screen.getByText('Street Repairs Begin').parentElement).toHaveAttribute('lang', 'en');
  expect(langOf({ lang: 'en' })).toEqual({ lang: 'en' });
});
