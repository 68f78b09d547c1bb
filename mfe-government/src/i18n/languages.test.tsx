import { setCurrentLocale } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { getGovernmentDocumentIn } from '../features/documents/data/government-documents';
import {
  publicCommentMail,
  volunteerInterestMail,
  volunteerOpportunitiesIn,
} from '../features/government/data/involvement';
import { legislationIn } from '../features/government/data/legislation';
import { officialsIn } from '../features/government/data/officials';
import { recordsRequestTypesIn } from '../features/government/data/transparency';
import { loadMessages, routes } from '../routes';
import { records, translations } from '../search';

afterEach(() => setCurrentLocale(undefined));

async function renderIn(locale: 'es' | 'zh-Hant', path: string) {
  setCurrentLocale(locale);
  await loadMessages(locale);
  renderRoutes(routes, path);
}

describe('the Government page in Spanish', () => {
  it('shows its headings, its records translated and no note', async () => {
    await renderIn('es', '/government');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gobierno' })).toBeInTheDocument();
    for (const title of ['Sus funcionarios electos', 'Próximas reuniones', 'Seguimiento legislativo']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const officials = screen.getByRole('region', { name: 'Sus funcionarios electos' });
    expect(within(officials).getByText('Alcaldesa')).toBeInTheDocument();
    expect(
      within(officials).getByRole('link', { name: 'Ver perfil completo: Sarah Mitchell' }),
    ).toHaveAttribute('href', '/government/officials/sarah-mitchell');
    expect(
      screen.getByRole('heading', { name: 'Ordenanza 2024-45: incentivos para vivienda asequible' }),
    ).toBeInTheDocument();
    // The meeting's time as Spanish writes it in the city, and its address kept.
    expect(screen.getByRole('link', { name: /^Ver agenda completa: Sesión ordinaria/ })).toHaveAttribute(
      'href',
      '/government/agendas/city-council-regular-meeting-2025-01-14',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('opens Public Records with its request types, statuses and the form', async () => {
    await renderIn('es', '/government');
    fireEvent.click(await screen.findByRole('link', { name: 'Consultar registros: Registros públicos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registros públicos' });
    for (const requestType of recordsRequestTypesIn('es')) {
      expect(within(dialog).getAllByText(requestType.type).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByText('De 1 a 3 días hábiles')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Completada').length).toBeGreaterThan(0);
    expect(
      within(dialog).getByRole('link', { name: 'Formulario de solicitud de registros públicos' }),
    ).toHaveAttribute('href', '/government/records/public-records-request-form');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar una nueva solicitud' }));
    expect(await screen.findByText('Solicitud de registros')).toBeInTheDocument();
  });

  it('shows a legislation item’s text, vote and files named after the English record', async () => {
    await renderIn('es', '/government/legislation/ordinance-2024-45');
    const item = legislationIn('es').find((entry) => entry.slug === 'ordinance-2024-45')!;
    const dialog = await screen.findByRole('dialog', { name: item.title });
    expect(within(dialog).getByText('A favor: 6 · En contra: 1')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', {
        name: 'Descargar Texto completo de la Ordenanza 2024-45 (en inglés)',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/documents\/ordinance-2024-45-full-text\.pdf$/));
  });

  it('shows a document translated, with its timeline and the note that its PDF is in English', async () => {
    await renderIn('es', '/government/budget/annual-budget-2025');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presupuesto anual 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumen del presupuesto' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Información del documento' });
    expect(within(info).getByText('Documentos del presupuesto')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cronología' })).toHaveTextContent(
      'Entra en vigor el presupuesto',
    );
    expect(screen.getByText('El archivo PDF está en inglés.')).toBeInTheDocument();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });
  it('drafts its mails with subjects in Spanish', async () => {
    setCurrentLocale('es');
    await loadMessages('es');
    expect(publicCommentMail()).toBe(
      `mailto:council@springfield.gov?subject=${encodeURIComponent('Comentario público')}`,
    );
    const [first] = volunteerOpportunitiesIn('es');
    expect(volunteerInterestMail(first!)).toBe(
      `mailto:${first!.contact}?subject=${encodeURIComponent(`Interés en el voluntariado: ${first!.title}`)}`,
    );
  });
});

describe('the Government page in Chinese', () => {
  it('shows its words in Chinese and its English records marked, with a note', async () => {
    await renderIn('zh-Hant', '/government');
    expect(await screen.findByRole('heading', { level: 1, name: '市政府' })).toBeInTheDocument();
    const officials = screen.getByRole('region', { name: '民選官員' });
    expect(within(officials).getByRole('note')).toHaveTextContent('部分項目尚未提供中文版本');
    const mayor = officialsIn('zh-Hant')[0];
    expect(mayor.lang).toBe('en');
    expect(within(officials).getByText(mayor.bio)).toHaveAttribute('lang', 'en');
    expect(within(officials).getAllByText('查看完整簡介')).toHaveLength(officialsIn('zh-Hant').length);
    expect(screen.getByRole('heading', { level: 2, name: '透明度與開放資料' })).toBeInTheDocument();
  });

  it('shows the public records request types in Chinese', async () => {
    await renderIn('zh-Hant', '/government/records');
    const dialog = await screen.findByRole('dialog', { name: '公共紀錄' });
    expect(within(dialog).getAllByText('會議紀錄').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('1 至 3 個工作天')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '公共紀錄申請表' })).not.toHaveAttribute('lang');
  });

  it('shows the request form in Chinese and an untranslated document in English with a note', async () => {
    await renderIn('zh-Hant', '/government/records/public-records-request-form');
    expect(await screen.findByRole('heading', { level: 1, name: '公共紀錄申請表' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '您的申請' })).toBeInTheDocument();
    expect(getGovernmentDocumentIn('records', 'transparency-report-2024', 'zh-Hant')?.lang).toBe('en');
  });

  it('marks a document shown in English', async () => {
    await renderIn('zh-Hant', '/government/records/transparency-report-2024');
    const title = await screen.findByRole('heading', { level: 1, name: 'Transparency Report 2024' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('此內容尚未提供中文版本');
    expect(screen.getByRole('heading', { name: 'Summary' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('region', { name: '文件資訊' })).toBeInTheDocument();
  });
});

describe('the search records in other languages', () => {
  it('gives every record in Spanish, and in Chinese those whose content is Chinese, with the English ids', () => {
    const ids = records.map((record) => record.id);
    expect(translations?.es?.map((record) => record.id)).toEqual(ids);
    expect(translations?.es?.map((record) => record.url)).toEqual(records.map((record) => record.url));
    const chinese = translations?.['zh-Hant'] ?? [];
    expect(chinese.map((record) => record.id)).toEqual([
      'government',
      'transparency:records',
      'document:records/public-records-request-form',
    ]);
    expect(chinese.find((record) => record.id === 'transparency:records')?.body).toContain('會議紀錄');
  });
});
