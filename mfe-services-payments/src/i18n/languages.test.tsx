import { setCurrentLocale } from '@springfield/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages, routes } from '../routes';
import { translations } from '../search';
import { serviceIn } from '../features/services';
import { alreadyPaidMessage } from '../features/payments/payment-form';
import { validateRequest } from '../features/service-request/schema';
import { areaIntl } from './area-intl';
import { renderPage } from '../testing/render-page';

// The area's pages as a resident reads them in Spanish and in Traditional Chinese: the UI's words, the
// records' translations, and what is shown in English marked lang="en" with a note.
const heading = () => screen.getByRole('heading', { level: 1 });

afterEach(() => setCurrentLocale(undefined));

describe('in Spanish', () => {
  beforeEach(async () => {
    setCurrentLocale('es');
    await loadMessages('es');
  });

  it('shows the pothole report in Spanish, its select values staying English', async () => {
    await renderPage(routes, '/services/pothole-report');
    expect(heading()).toHaveTextContent('Reportar un bache');
    expect(screen.getByRole('heading', { name: 'Resumen del proceso' })).toBeInTheDocument();
    const severity = screen.getByRole('combobox', { name: /Gravedad/ });
    const options = within(severity).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Gravedad: seleccione una opción',
      'Baja',
      'Media',
      'Alta',
      'Emergencia',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Low',
      'Medium',
      'High',
      'Emergency',
    ]);
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  });

  it('says what is missing with the field’s Spanish label', async () => {
    await renderPage(routes, '/services/pothole-report');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findAllByText('El campo «Gravedad» es obligatorio.')).not.toHaveLength(0);
  });

  it('shows a department translated, and the departments list without notes', async () => {
    await renderPage(routes, '/departments/finance');
    expect(heading()).toHaveTextContent('Finanzas');
    expect(screen.getByRole('heading', { name: 'Nuestros servicios' })).toBeInTheDocument();
    expect(screen.getByText('Facturación de servicios públicos')).toBeInTheDocument();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('shows Pay Fines & Taxes in Spanish', async () => {
    await renderPage(routes, '/pay-fines');
    expect(heading()).toHaveTextContent('Pagar multas e impuestos');
    expect(screen.getByRole('heading', { name: 'Opciones de pago rápido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagar ahora: Multa de tránsito' })).toBeInTheDocument();
  });

  it('says a refusal in Spanish', () => {
    const message = alreadyPaidMessage(
      [
        {
          kind: 'citation',
          id: 'TRF-2024-001234',
          violation: 'Parking Violation - Expired Meter',
          issuedOn: '2024-11-15',
          location: '400 block of Main Street',
          amountCents: 7500,
          status: 'Paid',
        },
      ],
      areaIntl.intl('es'),
    );
    expect(message).toBe('La multa TRF-2024-001234 ya se había pagado: no se cobró nada.');
  });
});

describe('in Traditional Chinese', () => {
  beforeEach(async () => {
    setCurrentLocale('zh-Hant');
    await loadMessages('zh-Hant');
  });

  it('shows the pothole report in Chinese', async () => {
    await renderPage(routes, '/services/pothole-report');
    expect(heading()).toHaveTextContent('通報路面坑洞');
    expect(screen.getByRole('heading', { name: '服務詳情' })).toBeInTheDocument();
    expect(screen.getByText('3 至 5 個工作天')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /嚴重程度/ })).toBeInTheDocument();
  });

  it('validates with the Chinese labels', () => {
    const service = serviceIn('pothole-report', 'zh-Hant')!;
    const problems = validateRequest(
      service.form.fields,
      { location: 'Main Street', description: 'Deep', severity: 'Huge', contact: '' },
      areaIntl.intl('zh-Hant'),
    );
    expect(problems).toEqual([{ field: 'severity', message: '「嚴重程度」請從列出的選項中選擇。' }]);
  });

  it('shows a department in Chinese, its hours as Taiwan writes them, with no note and nothing marked English', async () => {
    await renderPage(routes, '/departments/finance');
    expect(heading()).toHaveTextContent('財政局');
    expect(heading().closest('[lang="en"]')).toBeNull();
    expect(screen.queryByText(/尚未提供中文版本/)).toBeNull();
    expect(screen.getAllByText('星期一至星期五，上午8:00至下午5:00').length).toBeGreaterThan(0);
  });

  it('shows every department card in Chinese on the Departments page', async () => {
    await renderPage(routes, '/departments');
    expect(heading()).toHaveTextContent('部門與服務');
    expect(screen.queryByText('部分項目尚未提供中文版本，以英文顯示。')).toBeNull();
    expect(screen.getByRole('link', { name: '公共工程局' }).closest('[lang="en"]')).toBeNull();
    expect(screen.getByText('星期一至星期五，上午7:00至下午3:30（緊急：24 小時）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '通報路面坑洞' })).toBeInTheDocument();
  });

  it('shows the payments page in Chinese', async () => {
    await renderPage(routes, '/pay-fines');
    expect(heading()).toHaveTextContent('繳納罰款與稅款');
    expect(screen.getByRole('tab', { name: '房地產稅' })).toBeInTheDocument();
  });
});

describe('search records in other languages', () => {
  it('gives every record in Spanish and in Chinese', () => {
    expect(translations?.es?.find((record) => record.id === 'service:pothole-report')?.title).toBe(
      'Reportar un bache',
    );
    expect(translations?.es?.find((record) => record.id === 'department:finance')?.title).toBe('Finanzas');
    const chinese = translations?.['zh-Hant'] ?? [];
    expect(chinese.find((record) => record.id === 'service:pothole-report')?.title).toBe('通報路面坑洞');
    expect(chinese.find((record) => record.id === 'department:finance')?.title).toBe('財政局');
  });
});
