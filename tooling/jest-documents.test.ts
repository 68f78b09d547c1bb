/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import apps from './apps.cjs';
import { renderDocument } from '../build/document-files.cjs';
import jestDocuments from './jest-documents.cjs';

const { withDocumentFiles } = jestDocuments;

const agenda = {
  file: 'documents/agenda.pdf',
  title: 'City Council Regular Meeting: Agenda',
  date: '2025-01-14',
  sections: [{ heading: 'Agenda', numbered: true, items: ['Call to Order', 'Adjournment'] }],
};
const minutes = { ...agenda, file: 'documents/minutes.pdf', title: 'City Council Regular Meeting: Minutes' };

/**
 * What jest does, in a process of its own (a jest test's sandbox has a `require` of its own, without the
 * extension hooks the generator is loaded with): the globalSetup for each generator, then a test file's setup
 * file for the first one. Returns the globals that test file gets, as JSON.
 */
function asJestRunsIt(dir: string, generators: string[]): Record<string, unknown> {
  const file = path.join(dir, 'run.cjs');
  fs.writeFileSync(
    file,
    [
      `const makeDocuments = require(${JSON.stringify(path.join(__dirname, 'jest-documents.cjs'))});`,
      `const generators = ${JSON.stringify(generators)};`,
      '(async () => {',
      '  for (const generator of generators) {',
      '    await makeDocuments({}, { globals: { __SF_DOCUMENT_GENERATOR__: generator } });',
      '  }',
      '  globalThis.__SF_DOCUMENT_GENERATOR__ = generators[0];',
      `  require(${JSON.stringify(path.join(__dirname, 'jest-document-globals.cjs'))});`,
      '  const { __SF_DOCUMENT_SIZES__, __SF_DOCUMENT_PAGES__ } = globalThis;',
      '  process.stdout.write(JSON.stringify({ __SF_DOCUMENT_SIZES__, __SF_DOCUMENT_PAGES__ }));',
      '})().catch((error) => {',
      '  process.stderr.write(String(error && error.message));',
      '  process.exit(1);',
      '});',
    ].join('\n'),
  );
  const env = { ...process.env };
  delete env.SF_DOCUMENT_GLOBALS;
  return JSON.parse(execFileSync(process.execPath, [file], { encoding: 'utf8', stdio: 'pipe', env }));
}

describe('withDocumentFiles', () => {
  const base = {
    rootDir: path.join(apps.root, 'mfe-government'),
    setupFiles: ['first.cjs'],
    globals: { a: 1 },
  };
  const generator = path.join(base.rootDir, 'src', 'documents', 'document-files.ts');

  it('makes the documents once per run and gives each test file the globals the build defines', () => {
    const config = withDocumentFiles(base, generator);
    expect(config.globalSetup).toBe(path.join(__dirname, 'jest-documents.cjs'));
    expect(config.setupFiles).toEqual(['first.cjs', path.join(__dirname, 'jest-document-globals.cjs')]);
    expect(config.globals).toEqual({
      a: 1,
      __SF_DOCUMENT_GENERATOR__: generator,
      // Where the browser build's webpack has it under `npm start`: the area's own origin.
      __webpack_public_path__: `http://${apps.host}:${apps.byDir('mfe-government')!.port}/`,
    });
  });

  it('wants an absolute generator of one of the apps', () => {
    expect(() => withDocumentFiles(base, 'src/documents/document-files.ts')).toThrow('absolute path');
    expect(() => withDocumentFiles({ ...base, rootDir: '/somewhere/else' }, generator)).toThrow(
      'is not one of the apps',
    );
  });
});

describe('the globalSetup and the setup file', () => {
  let dir: string;
  const generatorOf = (name: string) => path.join(dir, `${name}.ts`);

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-documents-'));
    for (const [name, described] of [
      ['agenda', agenda],
      ['minutes', minutes],
    ] as const) {
      fs.writeFileSync(
        generatorOf(name),
        `export const documentFiles = (): unknown[] => [${JSON.stringify(described)}];\n`,
      );
    }
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('give a test file the real size and page count of each of its area’s documents', async () => {
    expect(asJestRunsIt(dir, [generatorOf('agenda')])).toEqual({
      __SF_DOCUMENT_SIZES__: { [agenda.file]: (await renderDocument(agenda)).length },
      __SF_DOCUMENT_PAGES__: { [agenda.file]: 1 },
    });
  });

  it('keep each area’s documents apart when two areas run together', async () => {
    const globals = asJestRunsIt(dir, [generatorOf('minutes'), generatorOf('agenda')]);
    expect(globals.__SF_DOCUMENT_SIZES__).toEqual({
      [minutes.file]: (await renderDocument(minutes)).length,
    });
  });
});
