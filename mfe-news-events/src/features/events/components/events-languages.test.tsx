import { fireEvent, screen, within } from '@testing-library/react';
import { setCurrentLocale } from '@springfield/shared';
import { loadMessages, routes } from '../../../routes';
import { answerSite, type AnsweredSite } from '../../../testing/registration-counts';
import { renderPage } from '../../../testing/render-page';

let server: AnsweredSite;
beforeEach(() => {
  server = answerSite();
});
afterEach(() => {
  server.restore();
  setCurrentLocale(undefined);
});

describe('Events & Meetings in Spanish', () => {
  beforeEach(async () => {
    setCurrentLocale('es');
    await loadMessages('es');
  });

  it('says the list, its filters and the times in Spanish', async () => {
    await renderPage(routes, '/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos y reuniones' })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrar eventos por categoría' });
    expect(within(filters).getByRole('button', { name: /^Concejo Municipal/ })).toBeInTheDocument();
    // Event 1 is at 7:00 PM city time.
    expect(screen.getAllByText('7:00–9:00 p.m.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('martes, 14 de enero de 2025').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'No se pierda ningún evento' })).toBeInTheDocument();
    // The events' own words, from their Spanish records.
    expect(
      screen.getByRole('heading', { name: 'Taller de eficiencia energética en el hogar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar archivo iCal' })).toHaveAttribute(
      'href',
      '/calendar/es/events.ics',
    );
  });

  it('names a building by what it is in running text, and its own name once', async () => {
    await renderPage(routes, '/events/9');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reunión social de San Valentín para personas mayores' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/en el centro para personas mayores \(Springfield Senior Center\)/).length,
    ).toBe(1);
    expect(
      screen.getByText(/llame al centro para personas mayores para reservar su traslado/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/(el|al|del) Senior Center/)).toBeNull();
  });

  it('calls a commission’s meeting a sesión, and the mayor la alcaldesa', async () => {
    const { unmount } = await renderPage(routes, '/events/14');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sesión de la Comisión Ambiental' }),
    ).toBeInTheDocument();
    unmount();
    await renderPage(routes, '/events/12');
    expect(screen.getByText('Bienvenida de la alcaldesa')).toBeInTheDocument();
  });

  it('checks the registration form in Spanish', async () => {
    await renderPage(routes, '/events/2/register');
    const region = screen.getByRole('region', { name: 'Inscripción al evento' });
    fireEvent.click(within(region).getByRole('button', { name: 'Enviar inscripción' }));
    expect(within(region).getByText('Escriba su nombre completo.')).toBeInTheDocument();
    expect(within(region).getByText('Escriba su correo electrónico.')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: /Nombre completo/ })).toBeInTheDocument();
  });
});

describe('Events & Meetings in Chinese', () => {
  beforeEach(async () => {
    setCurrentLocale('zh-Hant');
    await loadMessages('zh-Hant');
  });

  it("says an event page's words and the event's own in Chinese", async () => {
    await renderPage(routes, '/events/2');
    expect(screen.getByRole('heading', { level: 1, name: '居家節能講座' })).toBeInTheDocument();
    expect(screen.getByText(/Springfield Public Library 社區活動室/)).toBeInTheDocument();
    // A document's name in Chinese, its file the one made from the English record.
    expect(screen.getByRole('link', { name: /^下載 補助申請指南 ?（英文）$/ }).getAttribute('href')).toMatch(
      /2-rebate-application-guide\.pdf$/,
    );
    expect(screen.getByRole('heading', { level: 2, name: '活動資訊' })).toBeInTheDocument();
    expect(screen.getByText('上午10:00至中午12:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '報名參加此活動' })).toBeInTheDocument();
  });

  it('names a building in Chinese in running text, its English name once in brackets (issue 46)', async () => {
    await renderPage(routes, '/events/9');
    expect(screen.getByRole('heading', { level: 1, name: '情人節長者聯誼會' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '在長青活動中心（Springfield Senior Center）為 Springfield 長者送上音樂、茶點與溫馨陪伴。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/請致電長青活動中心安排接送。$/)).toBeInTheDocument();
    expect(screen.queryByText(/在 Senior Center/)).not.toBeInTheDocument();
  });

  it('checks the registration form in Chinese', async () => {
    await renderPage(routes, '/events/2/register');
    expect(screen.getByRole('heading', { level: 1, name: '報名參加「居家節能講座」' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: '活動報名' });
    fireEvent.click(within(region).getByRole('button', { name: '提交報名' }));
    expect(within(region).getByText('請輸入您的全名。')).toBeInTheDocument();
  });
});
