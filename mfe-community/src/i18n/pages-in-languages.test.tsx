import { setCurrentLocale } from '@springfield/shared';
import { answerForms, renderWithRouter, type SentForm } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CityInitiativesWidget, {
  loadMessages as loadWidgetMessages,
} from '../features/programs/components/city-initiatives-widget';
import { loadMessages, routes } from '../routes';
import { renderPage } from '../testing/render-page';

// The area's pages as a Spanish or Chinese reader sees them: the page's words in its language, the records
// translated into it in it, and the others in English, marked lang="en" under a note.

afterEach(() => setCurrentLocale(undefined));

async function inLanguage(locale: 'es' | 'zh-Hant') {
  setCurrentLocale(locale);
  await loadMessages(locale);
}

describe('the feedback page', () => {
  let server: { sent: SentForm[]; restore: () => void };
  beforeEach(() => {
    server = answerForms();
  });
  afterEach(() => server.restore());

  it('reads in Spanish, its categories translated and their values kept', async () => {
    await inLanguage('es');
    await renderPage(routes, '/feedback');
    expect(screen.getByRole('heading', { level: 1, name: 'Enviar comentarios' })).toBeInTheDocument();
    const category = screen.getByLabelText('Categoría');
    const options = within(category).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Sugerencia de mejora');
    expect(options.map((option) => option.getAttribute('value'))).toContain('suggestion');
    expect(screen.getByText(/Los campos marcados con/)).toBeInTheDocument();
  });

  it('says what is missing in Chinese', async () => {
    await inLanguage('zh-Hant');
    const user = userEvent.setup();
    await renderPage(routes, '/feedback');
    expect(screen.getByRole('heading', { level: 1, name: '提交意見回饋' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交意見回饋' }));
    // The toaster is named in the page's language (通知): the toast is found by its words.
    expect(await screen.findByText('請填寫留言')).toBeInTheDocument();
    expect(screen.getAllByText('請填寫您的意見內容。').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/您的留言/)).toHaveAccessibleDescription(/請填寫您的意見內容。/);
    expect(server.sent).toHaveLength(0);
  });
});

describe('the volunteer page', () => {
  it('reads in Spanish, with its application form', async () => {
    await inLanguage('es');
    await renderPage(routes, '/volunteer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oportunidades de voluntariado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Por qué hacer voluntariado?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Inscribirse en el voluntariado/ }).length).toBeGreaterThan(0);
  });

  it('asks for the background check in Chinese', async () => {
    await inLanguage('zh-Hant');
    const user = userEvent.setup();
    await renderPage(routes, '/volunteer/park-cleanup/apply');
    await user.type(screen.getByLabelText(/全名/), 'Ana');
    await user.type(screen.getByLabelText(/電子郵件地址/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: '提交申請' }));
    expect(await screen.findByText('需要背景調查')).toBeInTheDocument();
    expect(screen.getAllByText('請同意接受背景調查以繼續。').length).toBeGreaterThan(0);
  });
});

describe('the programs', () => {
  it('show their page words in Chinese and the programs in English, marked and noted', async () => {
    await inLanguage('zh-Hant');
    const { container } = await renderPage(routes, '/programs');
    expect(screen.getByRole('heading', { level: 1, name: '計畫與倡議' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('部分項目尚未提供中文版本');
    const title = screen.getByRole('heading', { level: 2, name: 'Green Springfield Initiative' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(container.querySelectorAll('[lang="en"]').length).toBeGreaterThan(0);
    expect(screen.getAllByText('目標').length).toBeGreaterThan(0);
  });

  it('show a program’s own page in English on a Chinese page, after a note', async () => {
    await inLanguage('zh-Hant');
    await renderPage(routes, '/programs/green-springfield');
    expect(screen.getByRole('note')).toHaveTextContent('此頁面尚未提供中文版本');
    const heading = screen.getByRole('heading', { level: 1, name: 'Green Springfield Initiative' });
    expect(heading.closest('[lang="en"]')).not.toBeNull();
  });
});

describe('the FAQ pages', () => {
  it('read in Spanish', async () => {
    await inLanguage('es');
    await renderPage(routes, '/faq/parking-permit');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Permisos de estacionamiento' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Efectivo (solo en persona)')).toBeInTheDocument();
  });

  it('read in Chinese, with the election dates in Chinese', async () => {
    await inLanguage('zh-Hant');
    await renderPage(routes, '/faq/voter-registration');
    expect(screen.getByRole('heading', { level: 1, name: '選民登記' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '投票所' })).toBeInTheDocument();
    expect(screen.getByText('2024年11月5日')).toBeInTheDocument();
  });
});

describe('the City Initiatives widget', () => {
  it('titles itself in Chinese and shows the initiatives in English, marked', async () => {
    setCurrentLocale('zh-Hant');
    await loadWidgetMessages('zh-Hant');
    renderWithRouter(<CityInitiativesWidget />);
    expect(screen.getByRole('heading', { level: 2, name: '市政倡議' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看所有計畫' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('部分項目尚未提供中文版本');
    const title = screen.getAllByRole('heading', { level: 3 })[0];
    expect(title.closest('[lang="en"]')).not.toBeNull();
  });
});

describe('the content in the page’s language', () => {
  it('shows a program, its stat cards and its documents in Spanish', async () => {
    await inLanguage('es');
    await renderPage(routes, '/programs/neighborhood-revitalization');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Subvenciones para la revitalización de vecindarios' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rango de las subvenciones')).toBeInTheDocument();
    expect(screen.getByText('Fecha límite de solicitud')).toBeInTheDocument();
    expect(screen.getByText('31 de marzo de 2025')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps a program’s own name in Spanish and glosses it once, on first mention', async () => {
    await inLanguage('es');
    await renderPage(routes, '/programs/safe-streets');
    expect(screen.getByRole('heading', { level: 1, name: 'Programa Safe Streets' })).toBeInTheDocument();
    expect(screen.getAllByText(/Safe Streets \(Calles Seguras\)/)).toHaveLength(1);
    expect(
      screen.getByText(/^Safe Streets \(Calles Seguras\) se concentra en los corredores/),
    ).toBeInTheDocument();
  });

  it('links a program’s documents, named in Spanish, to their files', async () => {
    await inLanguage('es');
    await renderPage(routes, '/programs');
    expect(
      screen.getByRole('link', { name: /^Solicitud de reembolso por eficiencia energética \(PDF/ }),
    ).toHaveAttribute('href', '/documents/energy-rebate-application.pdf');
  });

  it('shows the volunteer opportunities in Chinese, with no note', async () => {
    await inLanguage('zh-Hant');
    await renderPage(routes, '/volunteer');
    expect(screen.getByRole('article', { name: '公園清潔隊' })).toBeInTheDocument();
    expect(screen.getAllByText('環境').length).toBeGreaterThan(0);
    expect(screen.queryByText(/部分項目尚未提供中文版本/)).toBeNull();
  });

  it('shows the permit types and the ways to register in Chinese', async () => {
    await inLanguage('zh-Hant');
    await renderPage(routes, '/faq/parking-permit/apply/visitor');
    expect(screen.getByRole('heading', { level: 1, name: '申請方式：訪客停車許可證' })).toBeInTheDocument();
    expect(screen.getByText('車牌號碼')).toBeInTheDocument();
  });

  it('lists every permit type’s documents as Chinese punctuates a list (、 and ：, not ", " and ":")', async () => {
    await inLanguage('zh-Hant');
    await renderPage(routes, '/faq/parking-permit/apply');
    const bring = screen.getByRole('region', { name: '應攜帶的文件' });
    expect(within(bring).getByText('住戶停車許可證：').closest('li')).toHaveTextContent(
      /^住戶停車許可證： 居住證明、車輛登記證、有效駕照、填妥的申請表$/,
    );
  });

  it('shows the election’s dates and the polling places in Spanish, places’ names kept', async () => {
    await inLanguage('es');
    await renderPage(routes, '/faq/voter-registration');
    expect(screen.getByRole('heading', { name: 'Día de la elección' })).toBeInTheDocument();
    expect(screen.getByText('5 de noviembre de 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inscripción en línea' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lincoln Elementary School' })).toBeInTheDocument();
    expect(screen.getAllByText('Totalmente accesible según la ADA').length).toBe(4);
  });

  it('shows the City Initiatives in Spanish', async () => {
    setCurrentLocale('es');
    await loadWidgetMessages('es');
    renderWithRouter(<CityInitiativesWidget />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Iniciativa Green Springfield' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^3,250 de 5,000 árboles plantados$/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

it('writes a fee per day in the page’s language, the amount as it is', async () => {
  await inLanguage('es');
  await renderPage(routes, '/faq/parking-permit/apply/construction');
  expect(screen.getAllByText('$15/día').length).toBeGreaterThan(0);
});
