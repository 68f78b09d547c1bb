// What an app's catalogues must be (issue 30): a translation for every message its code has, no message its
// code has not, and the same placeholders as the English text ({phone} stays {phone}, a plural stays a
// plural). The messages are read from the code as FormatJS's CLI extracts them (`formatjs extract`).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const CLI = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/** `{ id: English text }` of every message in the app's source (its src/, tests left out). */
function extractMessages(appDir) {
  const out = execFileSync(
    process.execPath,
    [CLI, 'extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.*', '--format', 'simple'],
    { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out);
}

/** The names a message's placeholders use, with their kinds ("phone", "count:plural"), sorted. */
function placeholdersOf(elements, parse) {
  const found = new Set();
  const visit = (list) => {
    for (const element of list) {
      // Types of @formatjs/icu-messageformat-parser: 1 argument, 2 number, 3 date, 4 time, 5 select,
      // 6 plural, 8 tag.
      if ([1, 2, 3, 4].includes(element.type)) found.add(element.value);
      if (element.type === 5 || element.type === 6) {
        found.add(`${element.value}:${element.type === 6 ? 'plural' : 'select'}`);
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === 8) {
        found.add(`<${element.value}>`);
        visit(element.children);
      }
    }
  };
  visit(typeof elements === 'string' ? parse(elements) : elements);
  return [...found].sort();
}

/**
 * What is wrong with the catalogue of `locale` (a file `{ id: message }`) for the app's English messages:
 * one sentence per problem, none when it is whole.
 */
function catalogueProblems(english, file, locale) {
  const { parse } = require('@formatjs/icu-messageformat-parser');
  const name = path.basename(file);
  if (!fs.existsSync(file)) return [`${name}: there is no catalogue for ${locale}`];
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = [];
  for (const [id, text] of Object.entries(english)) {
    if (!(id in catalogue)) {
      problems.push(`${name}: "${id}" (“${text}”) has no translation`);
      continue;
    }
    let theirs;
    try {
      theirs = placeholdersOf(catalogue[id], parse);
    } catch (error) {
      problems.push(`${name}: "${id}" is not valid ICU MessageFormat (${error.message})`);
      continue;
    }
    const ours = placeholdersOf(text, parse);
    if (ours.join() !== theirs.join())
      problems.push(
        `${name}: "${id}" has the placeholders ${theirs.join(', ') || 'none'}, not ${ours.join(', ') || 'none'}`,
      );
  }
  for (const id of Object.keys(catalogue)) {
    if (!(id in english)) problems.push(`${name}: "${id}" is no message of the code (left over?)`);
  }
  return problems;
}

module.exports = { extractMessages, catalogueProblems, placeholdersOf };
