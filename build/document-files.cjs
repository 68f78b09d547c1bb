// The documents an area publishes as real PDFs (issue 29), made at build time with pdfkit from the area's own
// description of each (`documentFiles()`, built from the data modules its pages render), so a Download link
// always has a file behind it and the size the page shows is the file's. The area's TypeScript is loaded with
// @swc/core in the build's own process (build/swc-cjs.cjs), as the news feeds are.
//
// `DocumentFilesPlugin` goes in both builds of the area: each makes the files before it compiles and tells the
// area's code their sizes and page counts (the globals __SF_DOCUMENT_SIZES__ and __SF_DOCUMENT_PAGES__, since
// the server's HTML shows them too); only the browser build, which is the one served, writes them out.
const path = require('node:path');
const webpack = require('webpack');
const PDFDocument = require('pdfkit');
const { requireTsAfresh } = require('./swc-cjs.cjs');

const PLUGIN = 'DocumentFilesPlugin';
const AUTHOR = 'City of Springfield';
/** US Letter with one-inch margins; the footer sits in the bottom margin. */
const PAGE = { size: 'LETTER', margin: 72 };
const FOOTER_OFFSET = 36;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#8a8a8a';
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const SIZE = { city: 10, title: 20, subtitle: 12, heading: 14, body: 11, table: 10, footer: 9 };
/** Where a document's file may be: folders and a name of lower-case letters, digits and "-", ".pdf". */
const FILE_NAME = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.pdf$/;

/** Bytes 0x80 to 0x9f of WinAnsi (Windows-1252), the standard fonts' encoding: "’" is 0x92, "•" 0x95. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * The PDF's creation date: the document's own ISO date, at noon UTC (the same calendar day in Springfield).
 * Never the time of the build, so that every build makes the same bytes; pdfkit writes one in every file
 * (the Info dictionary and the XMP metadata), which is why a document must have a date.
 */
function creationDate(iso) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/**
 * pdfkit copies the title into the XMP metadata without escaping it: "&", "<" and ">" would make it invalid
 * XML, so the metadata says "and" (the page itself shows the title as it is).
 */
function metadataText(text) {
  return text.replace(/\s*&\s*/g, ' and ').replace(/[<>]/g, '');
}

const bottomOf = (doc) => doc.page.height - doc.page.margins.bottom;
const contentWidth = (doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page unless `height` more points fit on this one (a heading is not left alone at the foot). */
function keepTogether(doc, height) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** A block of text as one structure element (H1, P …), so a screen reader reads the PDF in its order. */
function block(
  doc,
  parent,
  type,
  text,
  { font = FONT.regular, size = SIZE.body, color = INK, gap = 6 } = {},
) {
  doc.font(font).fontSize(size);
  const x = doc.page.margins.left;
  keepTogether(doc, doc.currentLineHeight(true));
  parent.add(
    doc.struct(type, () => {
      doc.fillColor(color).text(text, x, doc.y, { width: contentWidth(doc), lineGap: 2 });
    }),
  );
  doc.x = x;
  doc.y += gap;
}

/** A bulleted (or numbered) list: each item a list item with its bullet as label and its text as body. */
function list(doc, parent, items, numbered) {
  const element = doc.struct('L');
  parent.add(element);
  const x = doc.page.margins.left;
  const indent = numbered ? 22 : 16;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK);
  for (const [index, item] of items.entries()) {
    keepTogether(doc, doc.currentLineHeight(true));
    const y = doc.y;
    const label = numbered ? `${index + 1}.` : '•';
    element.add(
      doc.struct('LI', [
        doc.struct('Lbl', () => doc.text(label, x + 4, y, { lineBreak: false })),
        doc.struct('LBody', () =>
          doc.text(item, x + indent, y, { width: contentWidth(doc) - indent, lineGap: 2 }),
        ),
      ]),
    );
    doc.x = x;
    doc.y += 3;
  }
  element.end();
  doc.y += 3;
}

/** A simple table, its first row the header. */
function table(doc, parent, rows) {
  const [header, ...body] = rows;
  const x = doc.page.margins.left;
  doc.font(FONT.regular).fontSize(SIZE.table).fillColor(INK);
  keepTogether(doc, 3 * (doc.currentLineHeight(true) + 8));
  doc.table({
    position: { x, y: doc.y },
    maxWidth: contentWidth(doc),
    structParent: parent,
    defaultStyle: { border: 0.5, borderColor: RULE, padding: 4 },
    data: [
      header.map((text) => ({ text, type: 'TH', font: { src: FONT.bold } })),
      ...body.map((row) => row.map((text) => ({ text, type: 'TD' }))),
    ],
  });
  doc.x = x;
  doc.y += 10;
}

/** One section: its heading (with room for a line after it), paragraphs, list and table. */
function section(doc, parent, { heading, paragraphs = [], items = [], numbered = false, rows = [] }) {
  const sect = doc.struct('Sect');
  parent.add(sect);
  if (heading) {
    doc.font(FONT.bold).fontSize(SIZE.heading);
    keepTogether(doc, doc.currentLineHeight(true) * 3);
    doc.y += 6;
    block(doc, sect, 'H2', heading, { font: FONT.bold, size: SIZE.heading, gap: 4 });
  }
  for (const paragraph of paragraphs) block(doc, sect, 'P', paragraph);
  if (items.length) list(doc, sect, items, numbered);
  if (rows.length) table(doc, sect, rows);
  sect.end();
}

/** "City of Springfield · {title}" and "Page 2 of 3" at the foot of every page, marked as page furniture. */
function footers(doc, title) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    const x = doc.page.margins.left;
    const y = doc.page.height - FOOTER_OFFSET - SIZE.footer;
    const width = contentWidth(doc);
    const pageLabel = `Page ${index + 1} of ${count}`;
    doc.font(FONT.regular).fontSize(SIZE.footer).fillColor(MUTED);
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.text(pageLabel, x + width - doc.widthOfString(pageLabel), y, { lineBreak: false });
    let label = `${AUTHOR} · ${title}`;
    const room = width - doc.widthOfString(pageLabel) - 24;
    while (doc.widthOfString(label) > room && label.length > 1) label = `${label.slice(0, -2)}…`;
    doc.text(label, x, y, { lineBreak: false });
    doc.endMarkedContent();
  }
}

/** Draws the document: the city's name, the title, the subtitle, a rule, then each section. */
function draw(doc, documentFile) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  const x = doc.page.margins.left;
  block(doc, root, 'P', AUTHOR, { font: FONT.bold, size: SIZE.city, color: MUTED, gap: 8 });
  block(doc, root, 'H1', documentFile.title, { font: FONT.bold, size: SIZE.title, gap: 4 });
  if (documentFile.subtitle) {
    block(doc, root, 'P', documentFile.subtitle, { size: SIZE.subtitle, color: MUTED, gap: 4 });
  }
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(x, doc.y + 4)
    .lineTo(x + contentWidth(doc), doc.y + 4)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.endMarkedContent();
  doc.y += 16;
  for (const part of documentFile.sections) section(doc, root, part);
  root.end();
  footers(doc, documentFile.title);
}

/**
 * Renders a document to a PDF: its bytes and its number of pages. Helvetica, US Letter, tagged (headings,
 * paragraphs, lists and tables in reading order, language en-US, the title shown as the window's title).
 */
function renderDocumentFile(documentFile) {
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: metadataText(documentFile.title),
      Author: AUTHOR,
      CreationDate: creationDate(documentFile.date),
    },
  });
  return new Promise((resolve, reject) => {
    const chunks = [];
    let pages = 0;
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages }));
    try {
      draw(doc, documentFile);
      pages = doc.bufferedPageRange().count;
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** The PDF of a document, as the build writes it. */
async function renderDocument(documentFile) {
  return (await renderDocumentFile(documentFile)).bytes;
}

/** Every text of a document, as it is drawn. */
function textsOf({ title, subtitle, sections = [] }) {
  return [
    title,
    subtitle ?? '',
    ...sections.flatMap(({ heading, paragraphs = [], items = [], rows = [] }) => [
      heading ?? '',
      ...paragraphs,
      ...items,
      ...rows.flat(),
    ]),
  ];
}

/** Characters the standard fonts cannot write (they know WinAnsi only: no "≥", no emoji). */
function unwritable(text) {
  return [...text].filter((character) => {
    const code = character.codePointAt(0);
    return code > 0xff ? !WIN_ANSI_HIGH.includes(character) : code >= 0x80 && code <= 0x9f;
  });
}

/**
 * The problems of an area's list of documents: a file name that is not a plain path or is used twice, no
 * title, sections or date, a character Helvetica cannot write.
 */
function documentListProblems(documentFiles) {
  const problems = [];
  const seen = new Set();
  for (const documentFile of documentFiles) {
    const { file, title, date, sections } = documentFile;
    if (!FILE_NAME.test(file)) problems.push(`${file}: not a path of lower-case words ending in .pdf`);
    if (seen.has(file)) problems.push(`${file}: described twice`);
    seen.add(file);
    if (!title || !Array.isArray(sections)) problems.push(`${file}: no title or no sections`);
    else {
      const characters = [...new Set(textsOf(documentFile).flatMap(unwritable))];
      if (characters.length) problems.push(`${file}: Helvetica cannot write ${characters.join(' ')}`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) problems.push(`${file}: no ISO date of its own`);
  }
  return problems;
}

/**
 * Loads the area's generator afresh (a watching build sees edited data), renders every document it describes
 * and returns them with the source files they were made from (the build watches them).
 */
async function generateDocuments(generator) {
  const { exports, files } = requireTsAfresh(generator);
  if (typeof exports.documentFiles !== 'function') throw new Error(`${generator} exports no documentFiles()`);
  const described = exports.documentFiles();
  const problems = documentListProblems(described);
  if (problems.length) throw new Error(`${generator}:\n${problems.join('\n')}`);
  const documents = await Promise.all(
    described.map(async (documentFile) => ({
      file: documentFile.file,
      ...(await renderDocumentFile(documentFile)),
    })),
  );
  return { documents, dependencies: files };
}

/** What the area's code is told: each file's size in bytes and its number of pages. */
function documentGlobals(documents) {
  return {
    __SF_DOCUMENT_SIZES__: Object.fromEntries(documents.map(({ file, bytes }) => [file, bytes.length])),
    __SF_DOCUMENT_PAGES__: Object.fromEntries(documents.map(({ file, pages }) => [file, pages])),
  };
}

class DocumentFilesPlugin {
  /**
   * @param {object} options
   * @param {string} options.generator absolute path of the area's module that exports `documentFiles()`
   * @param {boolean} [options.emit] writes the files (the browser build); false in the server build
   */
  constructor({ generator, emit = true }) {
    if (!path.isAbsolute(generator)) throw new Error(`${PLUGIN}: the generator must be an absolute path`);
    this.generator = generator;
    this.emit = emit;
  }

  apply(compiler) {
    let generated = { documents: [], dependencies: [] };
    let globals = documentGlobals([]);
    // Read when a module uses them, after beforeCompile has made the files; a module is rebuilt from the cache
    // only when the values change (the version).
    const defined = (name) => {
      const code = () => JSON.stringify(globals[name]);
      return webpack.DefinePlugin.runtimeValue(code, { version: code });
    };
    new webpack.DefinePlugin({
      __SF_DOCUMENT_SIZES__: defined('__SF_DOCUMENT_SIZES__'),
      __SF_DOCUMENT_PAGES__: defined('__SF_DOCUMENT_PAGES__'),
    }).apply(compiler);

    compiler.hooks.beforeCompile.tapPromise(PLUGIN, async () => {
      generated = await generateDocuments(this.generator);
      globals = documentGlobals(generated.documents);
    });

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      for (const file of generated.dependencies) compilation.fileDependencies.add(file);
      if (!this.emit) return;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { file, bytes } of generated.documents) {
            compilation.emitAsset(file, new webpack.sources.RawSource(bytes));
          }
        },
      );
    });
  }
}

/** Node's TextDecoder reads "windows-1252" as Latin-1 (0x92 stays a control character): decoded here. */
function fromWinAnsi(bytes) {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte),
  ).join('');
}

/**
 * The text a PDF made here shows, line by line (for tests): pdfkit writes the standard fonts' text as
 * hexadecimal strings in compressed content streams, the pieces of a line between kerning adjustments.
 */
function documentText(bytes) {
  const zlib = require('node:zlib');
  const raw = bytes.toString('latin1');
  const lines = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content;
    try {
      content = zlib.inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, pieces] of content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      const hex = [...pieces.matchAll(/<([0-9a-f]*)>/g)].map(([, part]) => part).join('');
      lines.push(fromWinAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}

module.exports = {
  documentText,
  DocumentFilesPlugin,
  renderDocument,
  renderDocumentFile,
  generateDocuments,
  documentGlobals,
  documentListProblems,
};
