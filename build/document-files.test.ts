/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocumentFile } from '@springfield/shared';
import { documentListProblems, documentText, renderDocument, renderDocumentFile } from './document-files.cjs';

const agenda: DocumentFile = {
  file: 'documents/city-council-agenda-2025-01-14.pdf',
  title: 'City Council Regular Meeting: Agenda',
  subtitle: 'Tuesday, January 14, 2025, 7:00 PM · City Hall Council Chambers',
  date: '2025-01-14',
  sections: [
    {
      heading: 'Agenda',
      items: ['Call to Order and Roll Call (5 minutes)', 'FY2025 Budget Amendments (30 minutes)'],
    },
    {
      heading: 'Budget & Finances',
      paragraphs: ['Mid-year adjustments to the Public Works and Parks budgets.'],
      rows: [
        ['Category', 'Amount', 'Share'],
        ['Public Safety', '$45M', '30%'],
      ],
    },
  ],
};

/** The PDF's text as one line: a wrapped line and the next read as one sentence. */
const flat = (bytes: Buffer) => documentText(bytes).replace(/\s+/g, ' ');

describe('renderDocument', () => {
  it('renders a document as a PDF with its title, sections, list and table', async () => {
    const pdf = await renderDocument(agenda);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const text = flat(pdf);
    for (const shown of [
      'City of Springfield',
      agenda.title,
      agenda.subtitle!,
      'Agenda',
      '• Call to Order and Roll Call (5 minutes)',
      'Budget & Finances',
      'Mid-year adjustments to the Public Works and Parks budgets.',
      'Category Amount Share Public Safety $45M 30%',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('makes the same bytes every time: the creation date is the document’s own', async () => {
    const [first, second] = await Promise.all([renderDocument(agenda), renderDocument(agenda)]);
    expect(first.equals(second)).toBe(true);
    const raw = first.toString('latin1');
    expect(raw).toContain('<xmp:CreateDate>2025-01-14T12:00:00Z</xmp:CreateDate>');
    // The title in the XMP metadata, which pdfkit does not escape, has no "&".
    const withAmpersand = await renderDocument({ ...agenda, title: 'Ethics & Compliance' });
    expect(withAmpersand.toString('latin1')).toContain('Ethics and Compliance</rdf:li>');
    expect(flat(withAmpersand)).toContain('Ethics & Compliance');
  });

  it('is a tagged PDF in English that shows its title, and counts its pages', async () => {
    const long = 'A residential development that reserves affordable units may build more units. '.repeat(40);
    const { bytes, pages } = await renderDocumentFile({
      ...agenda,
      sections: Array.from({ length: 6 }, (_, index) => ({
        heading: `Part ${index + 1}`,
        paragraphs: [long],
      })),
    });
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/Lang \(en-US\)/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(pages).toBeGreaterThan(1);
    expect(raw.match(/\/Type \/Page\n/g)).toHaveLength(pages);
    expect(flat(bytes)).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('documentListProblems', () => {
  it('accepts a list of well-formed documents', () => {
    expect(documentListProblems([agenda])).toEqual([]);
  });

  it('names a bad path, a path used twice, a missing date and a character Helvetica cannot write', () => {
    expect(
      documentListProblems([
        agenda,
        agenda,
        { ...agenda, file: 'documents/Agenda 1.pdf' },
        // As a JavaScript generator could describe it, without the type's required date.
        { ...agenda, file: 'documents/a.pdf', date: undefined as unknown as string },
        { ...agenda, file: 'documents/b.pdf', sections: [{ items: ['At least 15% ≥ 10 units 🏠'] }] },
      ]),
    ).toEqual([
      `${agenda.file}: described twice`,
      'documents/Agenda 1.pdf: not a path of lower-case words ending in .pdf',
      'documents/a.pdf: no ISO date of its own',
      'documents/b.pdf: Helvetica cannot write ≥ 🏠',
    ]);
  });
});

/**
 * A build with the plugin, in a process of its own as webpack runs it (a jest test's sandbox has a `require`
 * of its own): `script` runs with `webpack`, the plugin's module (`tooling`) and the fixture folder (`dir`),
 * and prints its result as JSON.
 */
function inBuildProcess<T>(dir: string, script: string): T {
  const file = path.join(dir, 'script.cjs');
  fs.writeFileSync(
    file,
    [
      `const webpack = require(${JSON.stringify(require.resolve('webpack'))});`,
      `const tooling = require(${JSON.stringify(path.join(__dirname, 'document-files.cjs'))});`,
      `const dir = ${JSON.stringify(dir)};`,
      '(async () => {',
      script,
      '})().then((result) => process.stdout.write(JSON.stringify(result)), (error) => {',
      '  process.stderr.write(String(error && error.stack ? error.stack : error));',
      '  process.exit(1);',
      '});',
    ].join('\n'),
  );
  // Its errors are the thrown error's message, not noise on the test's output.
  const output = execFileSync(process.execPath, [file], { encoding: 'utf8', stdio: 'pipe' });
  return JSON.parse(output) as T;
}

/** Builds the fixture's entry with the plugin; what it wrote, what the entry reads, what the build watches. */
const buildScript = (emit: boolean, output: string) => `
  const path = require('node:path');
  const compiler = webpack({
    mode: 'none',
    target: 'node',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, ${JSON.stringify(output)}), filename: 'main.js', library: { type: 'commonjs2' } },
    plugins: [new tooling.DocumentFilesPlugin({ generator: path.join(dir, 'documents.ts'), emit: ${emit} })],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString());
  return {
    assets: Object.keys(stats.compilation.assets).sort(),
    read: require(path.join(dir, ${JSON.stringify(output)}, 'main.js')),
    watched: [...stats.compilation.fileDependencies],
  };
`;

interface Built {
  assets: string[];
  read: { sizes: Record<string, number>; pages: Record<string, number> };
  watched: string[];
}

describe('DocumentFilesPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-files-'));
    // An area's generator in TypeScript, importing its data as an area's does.
    fs.writeFileSync(
      path.join(dir, 'data.ts'),
      `export const agenda: { title: string } = ${JSON.stringify({ title: agenda.title })};\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'documents.ts'),
      [
        "import { agenda } from './data';",
        `const described = ${JSON.stringify(agenda)};`,
        'export function documentFiles() {',
        '  return [{ ...described, title: agenda.title }];',
        '}',
        '',
      ].join('\n'),
    );
    // The area's code, reading what the plugin defines.
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      'module.exports = { sizes: __SF_DOCUMENT_SIZES__, pages: __SF_DOCUMENT_PAGES__ };\n',
    );
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each document in the browser build, at the size and page count the code reads', async () => {
    const { assets, read, watched } = inBuildProcess<Built>(dir, buildScript(true, 'browser'));
    expect(assets).toEqual([agenda.file, 'main.js']);
    const written = fs.readFileSync(path.join(dir, 'browser', agenda.file));
    expect(written.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(written.equals(await renderDocument(agenda))).toBe(true);
    expect(read).toEqual({ sizes: { [agenda.file]: written.length }, pages: { [agenda.file]: 1 } });
    // An edit of the area's data makes a watching build run again.
    expect(watched).toEqual(
      expect.arrayContaining([path.join(dir, 'documents.ts'), path.join(dir, 'data.ts')]),
    );
  });

  it('in the server build only tells the code the sizes, and writes no document', async () => {
    const { assets, read } = inBuildProcess<Built>(dir, buildScript(false, 'server'));
    expect(assets).toEqual(['main.js']);
    expect(read.sizes).toEqual({ [agenda.file]: (await renderDocument(agenda)).length });
  });

  it('loads the generator afresh each time: edited data makes new documents', () => {
    const titles = inBuildProcess<string[]>(
      dir,
      `
      const fs = require('node:fs');
      const path = require('node:path');
      const generator = path.join(dir, 'documents.ts');
      const first = await tooling.generateDocuments(generator);
      fs.writeFileSync(path.join(dir, 'data.ts'), 'export const agenda = { title: "Special Meeting: Agenda" };');
      const second = await tooling.generateDocuments(generator);
      return [first, second].map(({ documents }) => tooling.documentText(documents[0].bytes).split('\\n')[1]);
      `,
    );
    expect(titles).toEqual([agenda.title, 'Special Meeting: Agenda']);
  });

  it('fails the build when the generator describes a document badly', () => {
    fs.writeFileSync(
      path.join(dir, 'bad.ts'),
      "export const documentFiles = () => [{ file: 'Agenda.pdf', title: 'A', date: '2025-01-14', sections: [] }];\n",
    );
    expect(() =>
      inBuildProcess(dir, "return tooling.generateDocuments(require('node:path').join(dir, 'bad.ts'));"),
    ).toThrow('Agenda.pdf: not a path of lower-case words ending in .pdf');
  });
});
