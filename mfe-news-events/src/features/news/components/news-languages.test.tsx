import { fireEvent, screen, within } from '@testing-library/react';
import { setCurrentLocale } from '@springfield/shared';
import { renderWithRouter } from '@springfield/shared/testing';
import { loadMessages, routes } from '../../../routes';
import { newsArticles } from '../data/news-articles';
import { showingLine } from './news-page';
import LatestNewsWidget from './latest-news-widget';
import { renderPage } from '../../../testing/render-page';

afterEach(() => setCurrentLocale(undefined));

describe('the newsroom in Spanish', () => {
  beforeEach(async () => {
    setCurrentLocale('es');
    await loadMessages('es');
  });

  it('says its headings, filters and count in Spanish', async () => {
    await renderPage(routes, '/news');
    expect(screen.getByRole('heading', { level: 1, name: 'Sala de prensa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Se muestran ${newsArticles.length} artículos`);
    const filters = screen.getByRole('group', { name: 'Filtrar por categoría' });
    expect(within(filters).getByRole('button', { name: /^Comunicados de prensa/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Últimas noticias' })).toBeInTheDocument();
    expect(showingLine(1)).toBe('Se muestra 1 artículo');
    // The articles' own words, from their Spanish records; none is marked as English.
    expect(
      screen.getByRole('link', { name: 'Conozca el nuevo portal de servicios digitales' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows an article in Spanish, its category and read time in Spanish', async () => {
    await renderPage(routes, '/news/bridge-closure');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Puente de Main Street cerrado por reparaciones del 13 de enero al 21 de febrero',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 min de lectura')).toBeInTheDocument();
    expect(screen.getAllByText('Avisos públicos').length).toBeGreaterThan(0);
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });

  it('checks the newsletter address in Spanish', async () => {
    await renderPage(routes, '/news');
    const box = screen.getByRole('region', { name: 'Manténgase al día' });
    fireEvent.click(within(box).getByRole('button', { name: 'Suscribirse' }));
    expect(within(box).getByText('Escriba su correo electrónico.')).toBeInTheDocument();
  });
});

describe('the newsroom in Chinese', () => {
  beforeEach(async () => {
    setCurrentLocale('zh-Hant');
    await loadMessages('zh-Hant');
  });

  it('says its own words in Chinese and marks the English articles', async () => {
    await renderPage(routes, '/news');
    expect(screen.getByRole('heading', { level: 1, name: '新聞中心' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`顯示 ${newsArticles.length} 篇文章`);
    expect(screen.getByRole('note')).toHaveTextContent('部分項目尚未提供中文版本，以英文顯示。');
    const english = newsArticles.find((article) => !article.featured)!;
    const title = screen.getByRole('link', { name: english.title });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it("shows an article in English under the page's note, its own words in Chinese", async () => {
    const article = newsArticles[0];
    await renderPage(routes, article.href);
    expect(await screen.findByRole('note')).toHaveTextContent('此頁面尚未提供中文版本，以下內容以英文顯示。');
    const heading = screen.getByRole('heading', { level: 1, name: article.title });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('article').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: '相關報導' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回新聞中心/ })).toHaveAttribute('href', '/news');
  });

  it("Home's Latest News says its words in Chinese and marks the English titles", async () => {
    renderWithRouter(<LatestNewsWidget />);
    const section = screen.getByRole('region', { name: '最新消息' });
    expect(within(section).getByRole('link', { name: /查看所有新聞/ })).toHaveAttribute('href', '/newsroom');
    expect(within(section).getByRole('note')).toBeInTheDocument();
    for (const heading of within(section).getAllByRole('heading', { level: 3 })) {
      expect(heading).toHaveAttribute('lang', 'en');
    }
  });
});
