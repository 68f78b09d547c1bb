/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readCollection } from '../../../build/content-collection.cjs';

const markerOf = (collection: string) => path.join(__dirname, collection, 'index.collection');

/** The first record file of a collection, by its name, and its fields. */
function firstRecord(collection: string): { name: string; record: Record<string, unknown> } {
  const folder = path.join(__dirname, collection);
  const [name] = fs.readdirSync(folder).filter((file) => file.endsWith('.json'));
  return { name, record: JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) };
}

/**
 * The problems the build reports for a copy of a collection in which the given files are written instead.
 * The copy is under the repository's node_modules, where the schema's valibot resolves.
 */
function problemsWith(collection: string, files: Record<string, unknown>): string[] {
  const cache = path.join(__dirname, '..', '..', '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const copy = fs.mkdtempSync(path.join(cache, `${collection}-`));
  try {
    const folder = path.join(copy, 'src', 'content', collection);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(copy, 'package.json'), '{}');
    fs.copyFileSync(path.join(__dirname, 'schema.ts'), path.join(copy, 'src', 'content', 'schema.ts'));
    fs.copyFileSync(markerOf(collection), path.join(folder, 'index.collection'));
    for (const [name, record] of Object.entries(files)) {
      fs.writeFileSync(path.join(folder, name), JSON.stringify(record, null, 2));
    }
    return readCollection(path.join(folder, 'index.collection')).problems;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

describe('the area’s content', () => {
  it.each(['departments', 'services'])('has every file of %s fitting its schema', (collection) => {
    const { records, problems } = readCollection(markerOf(collection));
    expect(problems).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
  });

  it('tells an editor which department file and field are wrong', () => {
    const { name, record } = firstRecord('departments');
    const { hours, ...rest } = record;
    const problems = problemsWith('departments', {
      // A phone written the wrong way, a misspelt field, and a file not named after its slug.
      [name]: { ...rest, hour: hours, phone: '555-123-4250' },
      'renamed.json': { ...record, order: 99 },
    });
    expect(problems).toEqual([
      `src/content/departments/${name}: hours: is missing`,
      `src/content/departments/${name}: phone: must be a phone number written (555) 123-4567 (it is the text "555-123-4250")`,
      `src/content/departments/${name}: hour: is not a field this record can have (misspelt?)`,
      `src/content/departments/renamed.json: the file must be named after its slug: ${record.slug}.json`,
    ]);
  });

  it('tells an editor a project that ends before it starts', () => {
    const folder = path.join(__dirname, 'departments');
    const name = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .find((file) => 'projects' in JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')))!;
    const record = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
    const [project, ...others] = record.projects;
    const backwards = {
      ...project,
      startDate: project.expectedCompletion,
      expectedCompletion: project.startDate,
    };
    expect(problemsWith('departments', { [name]: { ...record, projects: [backwards, ...others] } })).toEqual([
      `src/content/departments/${name}: projects.0.expectedCompletion: must be after startDate ("${project.expectedCompletion}"), received "${project.startDate}"`,
    ]);
  });

  it('tells an editor which service file and field are wrong', () => {
    const { name, record } = firstRecord('services');
    const problems = problemsWith('services', {
      // A select whose options were left out.
      [name]: {
        ...record,
        form: { fields: [{ name: 'kind', label: 'Kind', type: 'select', required: true }] },
      },
    });
    expect(problems).toEqual([
      `src/content/services/${name}: form.fields.0.options: must list the choices of a select, received nothing`,
    ]);
  });
});
