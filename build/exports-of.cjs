// The value exports of a TypeScript module and of what it re-exports (`export * from`, `export { a } from`),
// read from the syntax alone (no type checking, fast). The runtime needs the names a provided copy of
// @springfield/shared has, to tell whether it covers what a remote built later imports.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(process.cwd(), from)}: cannot resolve ${specifier}`);
}

const hasExport = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names of the runtime values `file` exports (types and interfaces are left out). */
function valueExportsOf(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier && statement.moduleSpecifier.text;
      if (!statement.exportClause) {
        // export * from './x'
        for (const name of valueExportsOf(resolveRelative(file, from), seen)) names.add(name);
        continue;
      }
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.add(element.name.text);
        }
      }
      continue;
    }
    if (!hasExport(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      const isDefault = ts.getModifiers(statement).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      names.add(isDefault ? 'default' : statement.name.text);
    }
  }
  return [...names].sort();
}

module.exports = { valueExportsOf };
