// Content collections (issue 29): an area's records (events, articles, departments …) are data files an
// editor can change, one JSON file per record in a folder, checked against the area's valibot schema when the
// area builds. The folder holds an `index.collection` file that says how to read it:
//
//   { "schema": "../schema.ts", "export": "eventSchema", "key": "id", "sort": ["date", "id"],
//     "assets": { "image": "../../assets" } }
//
// - schema/export: the valibot schema of one record (its module may import nothing but valibot and types);
// - key: the field that names a record, unique in the collection;
// - fileName (optional): that field's value must be the file's name ("slug" → `council-meeting.json`);
// - sort: the fields the records are ordered by, "-date" for the newest first (else the files' names);
// - assets: fields that name a picture in the given folder, imported so the build publishes it;
// - body (optional): records may be Markdown files (`{key}.md`): YAML front matter for the fields, and the text
//   under it, as HTML, for the field named here (an article's content).
//
// Translations (issue 30): a folder named after a language (`es/`, `zh-Hant/`) beside the records holds, for a
// record, a file of the same name with its text in that language: only the fields that are words (a title, a
// form field's label), objects field by field and lists item by item, never its key or a picture. The record
// with them over its English must fit the schema too. The module's `translations` export has, per language,
// one entry per record in the records' order (`null`: not translated); shared's localizeRecords puts them
// over the English in the page's language.
//
// `import events from './events/index.collection'` gives the checked records. The same code serves webpack
// (this file is its loader), jest (its transform) and the build plugins that load an area's TypeScript (the
// `.collection` hook of swc-cjs.cjs), so a record is read one way everywhere. A record that does not fit its
// schema fails the build with the file, the field and what is wrong, in words an editor can act on.
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const v = require('valibot');

/** @typedef {{ schema: string, export: string, key: string, fileName?: string, sort?: string[], assets?: Record<string, string>, body?: string }} CollectionSettings */

const TS_FILES = ['', '.ts', '.tsx', '/index.ts'];

/** A TypeScript module's file from an import's path (with or without its extension). */
function resolveTs(request) {
  const found = TS_FILES.map((end) => request + end).find((file) =>
    fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`no TypeScript module at ${request}`);
  return found;
}

/**
 * Loads a schema's TypeScript module afresh (an edited schema is read again), with its relative TypeScript
 * imports; packages (valibot) come from Node's own require beside the file. Not through require's extension
 * hooks: this runs in webpack, in jest's sandbox (whose require has none) and in the build plugins alike.
 */
function loadTs(file, loaded = new Map()) {
  if (loaded.has(file)) return loaded.get(file).exports;
  const { toCommonJs } = require('./swc-cjs.cjs');
  const module = { exports: {} };
  loaded.set(file, module);
  const nodeRequire = createRequire(file);
  const localRequire = (request) =>
    request.startsWith('.')
      ? loadTs(resolveTs(path.resolve(path.dirname(file), request)), loaded)
      : nodeRequire(request);
  new Function(
    'exports',
    'require',
    'module',
    '__filename',
    '__dirname',
    toCommonJs(fs.readFileSync(file, 'utf8'), file),
  )(module.exports, localRequire, module, file, path.dirname(file));
  return module.exports;
}

/** The data files of a collection, in name order: every `.json` and `.md` beside the `index.collection`. */
function dataFiles(directory) {
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.json') || name.endsWith('.md'))
    .sort()
    .map((name) => path.join(directory, name));
}

/** The languages a collection may be translated into: their folders' names (shared's LOCALES but English). */
const TRANSLATED_LOCALES = ['es', 'zh-Hant'];

/**
 * The translated fields over the English record, as shared's `overlay` puts them at run time: objects field by
 * field, lists item by item.
 */
function overlay(base, translated) {
  if (translated === undefined || translated === null) return base;
  if (Array.isArray(translated)) {
    const items = Array.isArray(base) ? base : [];
    return translated.map((item, index) => overlay(items[index], item));
  }
  if (typeof translated === 'object') {
    const result = { ...base };
    for (const [field, value] of Object.entries(translated)) result[field] = overlay(result[field], value);
    return result;
  }
  return translated;
}

/**
 * What a translation has that its English record has not (a field, a list's object item, a text in place of a
 * list): a translation gives the record's words in another language, never other fields.
 */
function translationProblems(base, translated, where = '') {
  if (translated === null || translated === undefined) return [];
  const at = (name) => (where ? `${where}.${name}` : String(name));
  if (Array.isArray(translated)) {
    if (!Array.isArray(base)) return [`${where}: is a list here and not in the English record`];
    return translated.flatMap((item, index) =>
      item !== null && typeof item === 'object' && base[index] === undefined
        ? [`${at(index)}: the English record has no item ${index + 1} here`]
        : translationProblems(base[index], item, at(index)),
    );
  }
  if (typeof translated === 'object') {
    if (!base || typeof base !== 'object' || Array.isArray(base))
      return [`${where}: has fields here and not in the English record`];
    return Object.entries(translated).flatMap(([field, value]) =>
      field in base
        ? translationProblems(base[field], value, at(field))
        : [`${at(field)}: is not a field of the English record (misspelt?)`],
    );
  }
  if (typeof translated !== typeof base && base !== undefined)
    return [`${where}: is ${describe(translated)} where the English record has ${describe(base)}`];
  return [];
}

/** The folder of the package a collection is in (where its package.json is): paths in messages start there. */
function packageRoot(directory) {
  for (let folder = directory; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
  }
  return directory;
}

/** What a value is, for a message: "a number (3)", "nothing". */
function describe(value) {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const shown = JSON.stringify(value);
  return `${typeof value === 'string' ? 'the text' : `a ${typeof value}`} ${shown.length > 60 ? `${shown.slice(0, 57)}…"` : shown}`;
}

/** One schema problem as an editor reads it: 'date: must be a date written YYYY-MM-DD (it is the text "14/01/2025")'. */
function problem(issue) {
  const where = v.getDotPath(issue) ?? issue.path?.map((item) => item.key).join('.');
  // A rule of the whole record ("end must be after start") names its fields itself.
  if (!where) return issue.message;
  // A strict object's field it does not know: valibot says "Expected never but received "colour"".
  if (issue.expected === 'never') return `${where}: is not a field this record can have (misspelt?)`;
  // A field the record needs and does not have: valibot says 'Expected "deadline" but received undefined'.
  if (issue.kind === 'schema' && issue.received === 'undefined' && /^"/.test(String(issue.expected)))
    return `${where}: is missing`;
  const message = issue.message.replace(/^Invalid \w+: /, '');
  // valibot's own messages say what they received; a schema's own words ("must be a date …") do not.
  return / received /.test(message)
    ? `${where}: ${message}`
    : `${where}: ${message} (it is ${describe(issue.input)})`;
}

/** Where a JSON syntax error is, as "line 4, column 12", from the parser's message or offset. */
function syntaxProblem(error, text) {
  const offset = /position (\d+)/.exec(error.message);
  if (!offset) return error.message;
  const before = text.slice(0, Number(offset[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `not valid JSON at line ${line}, column ${column}: ${error.message.replace(/ in JSON at position \d+.*$/, '')}`;
}

/**
 * A package's CommonJS file by its path: jest in a browser-like environment would pick a package's browser
 * build (an ES module for yaml), which its require cannot load.
 */
function packageFile(name, ...file) {
  return require(path.join(path.dirname(require.resolve(`${name}/package.json`)), ...file));
}

/**
 * A Markdown record: its YAML front matter (between `---` lines) is the record's fields, the text under it the
 * `body` field, as HTML (Markdown, which may hold HTML as it is).
 */
function markdownRecord(text, body) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('must start with its fields between two lines of three dashes (---)');
  if (!body)
    throw new Error('this collection takes no Markdown files (its index.collection names no "body")');
  let fields;
  try {
    fields = packageFile('yaml', 'dist', 'index.js').parse(match[1]);
  } catch (error) {
    throw new Error(`its fields are not valid YAML: ${error.message.split('\n')[0]}`);
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    throw new Error('its front matter must be fields (name: value lines)');
  // HTML in the text is kept as it is (the pages sanitise what they render).
  const MarkdownIt = packageFile('markdown-it', 'dist', 'markdown-it.cjs.js');
  return { ...fields, [body]: new MarkdownIt({ html: true }).render(match[2].trim()).trim() };
}

/** Orders records by the given fields, numbers as numbers and the rest as text. */
function compareBy(fields) {
  return (a, b) => {
    for (const named of fields) {
      // "-date": newest first.
      const direction = named.startsWith('-') ? -1 : 1;
      const field = named.replace(/^-/, '');
      const x = a.output[field];
      const y = b.output[field];
      if (x === y) continue;
      if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
      return direction * String(x ?? '').localeCompare(String(y ?? ''));
    }
    return a.file.localeCompare(b.file);
  };
}

/**
 * Reads and checks a collection. Returns its records (the schema's output, ordered), the files it read (for a
 * watching build) and every problem found, each starting with the file's path from the area's folder.
 *
 * @param {string} marker the absolute path of the collection's `index.collection`
 * @returns {{ records: { file: string, output: Record<string, unknown> }[], translations: Record<string, (object | null)[]>, files: string[], problems: string[], settings: CollectionSettings }}
 */
function readCollection(marker) {
  const directory = path.dirname(marker);
  const root = packageRoot(directory);
  const relative = (file) => path.relative(root, file);
  /** @type {CollectionSettings} */
  const settings = JSON.parse(fs.readFileSync(marker, 'utf8'));
  for (const required of ['schema', 'export', 'key']) {
    if (typeof settings[required] !== 'string')
      throw new Error(`${relative(marker)}: "${required}" must be given (a text)`);
  }
  const schemaFile = resolveTs(path.resolve(directory, settings.schema));
  const schema = loadTs(schemaFile)[settings.export];
  if (!schema || typeof schema !== 'object' || !('~standard' in schema))
    throw new Error(`${relative(marker)}: ${settings.schema} exports no valibot schema "${settings.export}"`);

  const files = dataFiles(directory);
  const problems = [];
  const records = [];
  const seen = new Map();
  const inputs = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    let input;
    try {
      input = file.endsWith('.md') ? markdownRecord(text, settings.body) : JSON.parse(text);
    } catch (error) {
      problems.push(
        `${relative(file)}: ${file.endsWith('.md') ? error.message : syntaxProblem(error, text)}`,
      );
      continue;
    }
    const result = v.safeParse(schema, input);
    if (!result.success) {
      for (const issue of result.issues) problems.push(`${relative(file)}: ${problem(issue)}`);
      continue;
    }
    const key = result.output[settings.key];
    if (seen.has(key)) {
      problems.push(
        `${relative(file)}: ${settings.key} ${JSON.stringify(key)} is already used by ${relative(seen.get(key))}`,
      );
      continue;
    }
    seen.set(key, file);
    inputs.set(path.basename(file), input);
    const named = `${result.output[settings.fileName]}${path.extname(file)}`;
    if (settings.fileName && named !== path.basename(file)) {
      problems.push(`${relative(file)}: the file must be named after its ${settings.fileName}: ${named}`);
    }
    records.push({ file, output: result.output });
  }
  if (files.length === 0) problems.push(`${relative(directory)}: the collection has no .json or .md file`);
  if (settings.sort) records.sort(compareBy(settings.sort));

  const translations = {};
  const translationFiles = [];
  for (const locale of TRANSLATED_LOCALES) {
    const folder = path.join(directory, locale);
    if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
    const byName = new Map();
    for (const file of dataFiles(folder)) {
      translationFiles.push(file);
      const name = path.basename(file);
      const english = inputs.get(name);
      if (!english) {
        problems.push(`${relative(file)}: there is no English record ${name} beside the folder to translate`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      let translated;
      try {
        translated = file.endsWith('.md') ? markdownRecord(text, settings.body) : JSON.parse(text);
      } catch (error) {
        problems.push(
          `${relative(file)}: ${file.endsWith('.md') ? error.message : syntaxProblem(error, text)}`,
        );
        continue;
      }
      const own = [settings.key, ...Object.keys(settings.assets ?? {})].filter(
        (field) => field in translated,
      );
      const found = [
        ...own.map((field) => `${field}: is not translated (it stays the English record's)`),
        ...translationProblems(english, translated),
      ];
      // Checked as a record once it gives only the record's own fields.
      const merged = found.length ? undefined : v.safeParse(schema, overlay(english, translated));
      if (merged && !merged.success) found.push(...merged.issues.map(problem));
      if (found.length) {
        problems.push(...found.map((line) => `${relative(file)}: ${line}`));
        continue;
      }
      byName.set(name, translated);
    }
    translations[locale] = records.map(({ file }) => byName.get(path.basename(file)) ?? null);
  }
  return {
    records,
    translations,
    files: [marker, schemaFile, ...files, ...translationFiles],
    problems,
    settings,
  };
}

/** The problems as one message, each on its own line, under a line that says what to do. */
function problemsMessage(marker, problems) {
  return [
    `Content of ${path.basename(path.dirname(marker))} has ${problems.length} problem${problems.length === 1 ? '' : 's'}; fix the file${problems.length === 1 ? '' : 's'} named:`,
    ...problems.map((line) => `  - ${line}`),
  ].join('\n');
}

/**
 * The collection as a module: the records as data, each asset field an import of its picture. `esm` for
 * webpack, else CommonJS (jest, the build plugins).
 */
function collectionModule(marker, { esm }) {
  const { records, translations, problems, settings } = readCollection(marker);
  if (problems.length) throw new Error(problemsMessage(marker, problems));
  const imports = [];
  const directory = path.dirname(marker);
  const data = records.map(({ output }) => {
    const record = { ...output };
    for (const [field, folder] of Object.entries(settings.assets ?? {})) {
      if (typeof record[field] !== 'string') continue;
      let request = path
        .relative(directory, path.resolve(directory, folder, record[field]))
        .split(path.sep)
        .join('/');
      if (!request.startsWith('.')) request = `./${request}`;
      const name = `__asset${imports.length}`;
      imports.push({ name, request });
      record[field] = `\u0000${name}\u0000`;
    }
    return record;
  });
  const json = JSON.stringify(data, null, 1).replace(/"\\u0000(__asset\d+)\\u0000"/g, '$1');
  // The pseudo build (pseudo-locale.cjs): that language's translations accented and longer.
  const { PSEUDO_LOCALE, pseudoValue } = require('./pseudo-locale.cjs');
  const translated = JSON.stringify(
    PSEUDO_LOCALE && translations[PSEUDO_LOCALE]
      ? { ...translations, [PSEUDO_LOCALE]: translations[PSEUDO_LOCALE].map(pseudoValue) }
      : translations,
  );
  if (esm) {
    return `${imports.map(({ name, request }) => `import ${name} from ${JSON.stringify(request)};`).join('\n')}\nexport default ${json};\nexport const translations = ${translated};\n`;
  }
  const required = imports.map(
    ({ name, request }) =>
      `const ${name} = ((m) => (m && m.__esModule ? m.default : m))(require(${JSON.stringify(request)}));`,
  );
  return `"use strict";\n${required.join('\n')}\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = ${json};\nexports.translations = ${translated};\n`;
}

/** webpack's loader for `index.collection`: the checked records, rebuilt when any file of the folder changes. */
function loader() {
  const marker = this.resourcePath;
  this.cacheable(true);
  this.addContextDependency(path.dirname(marker));
  for (const locale of TRANSLATED_LOCALES) this.addContextDependency(path.join(path.dirname(marker), locale));
  try {
    const { files } = readCollection(marker);
    for (const file of files) this.addDependency(file);
    return collectionModule(marker, { esm: true });
  } catch (error) {
    // The message alone: a stack would bury the files to fix.
    const failure = new Error(error.message);
    failure.stack = error.message;
    throw failure;
  }
}

/** jest's transform for `index.collection`. */
const jestTransform = {
  process(_source, filename) {
    return { code: collectionModule(filename, { esm: false }) };
  },
  getCacheKey(_source, filename) {
    // Any file of the folder, the schema or this reader changes the module: the key is their contents.
    const { files } = readCollection(filename);
    return require('node:crypto')
      .createHash('sha256')
      .update([__filename, ...files].map((file) => `${file}\n${fs.readFileSync(file, 'utf8')}`).join('\n'))
      .digest('hex');
  },
};

module.exports = loader;
module.exports.readCollection = readCollection;
module.exports.overlay = overlay;
module.exports.collectionModule = collectionModule;
module.exports.problemsMessage = problemsMessage;
module.exports.process = jestTransform.process;
module.exports.getCacheKey = jestTransform.getCacheKey;
