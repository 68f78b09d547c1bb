// A government document's HTML content as the sections of its PDF. The content is this area's own data, in a
// small subset of HTML (h3, p, ul, ol, li, strong, em, entities): anything else is refused, so a new tag in the
// data cannot silently drop text from the published file.
import type { DocumentSection } from '@springfield/shared';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text without its inline tags and with its entities as characters: "State &amp; <strong>Federal</strong>". */
export function inlineText(html: string): string {
  const unknown = /<\/?(?!(?:strong|em|b|i)\b)([a-z0-9]+)[^>]*>/i.exec(html);
  if (unknown) throw new Error(`The document content has <${unknown[1]}> inside a block`);
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return String.fromCodePoint(code);
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

type Block = { tag: 'h3' | 'p' | 'ul' | 'ol'; inner: string };

/** The top-level blocks of the content, in order; text outside a block is refused. */
function blocks(html: string): Block[] {
  const found: Block[] = [];
  const block = /<(h3|p|ul|ol)>([\s\S]*?)<\/\1>/gi;
  let end = 0;
  for (const match of html.matchAll(block)) {
    if (html.slice(end, match.index).trim()) {
      throw new Error(
        `The document content has text outside a block: ${html.slice(end, match.index).trim()}`,
      );
    }
    found.push({ tag: match[1].toLowerCase() as Block['tag'], inner: match[2] });
    end = match.index + match[0].length;
  }
  if (html.slice(end).trim())
    throw new Error(`The document content ends outside a block: ${html.slice(end)}`);
  return found;
}

/** The items of a list's HTML. */
function listItems(html: string): string[] {
  const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/gi)].map((match) => inlineText(match[1]));
  if (html.replace(/<li>[\s\S]*?<\/li>/gi, '').trim()) throw new Error(`A list has more than items: ${html}`);
  return items;
}

/**
 * The sections of a document's content: each h3 starts a section; its paragraphs, then a list. A paragraph
 * after a list starts a section of its own (without heading), so the PDF keeps the content's order.
 */
interface SectionInProgress {
  heading?: string;
  paragraphs: string[];
  items: string[];
  numbered: boolean;
}

export function htmlSections(html: string): DocumentSection[] {
  const sections: SectionInProgress[] = [];
  let current: SectionInProgress | undefined;
  const start = (heading?: string) => {
    current = { heading, paragraphs: [], items: [], numbered: false };
    sections.push(current);
    return current;
  };
  for (const { tag, inner } of blocks(html)) {
    if (tag === 'h3') {
      start(inlineText(inner));
    } else if (tag === 'p') {
      const section = current && current.items.length === 0 ? current : start();
      section.paragraphs.push(inlineText(inner));
    } else {
      const section = current && current.items.length === 0 ? current : start();
      section.items.push(...listItems(inner));
      section.numbered = tag === 'ol';
    }
  }
  return sections.map(({ heading, paragraphs, items, numbered }) => ({
    ...(heading ? { heading } : {}),
    ...(paragraphs.length ? { paragraphs } : {}),
    ...(items.length ? { items, ...(numbered ? { numbered } : {}) } : {}),
  }));
}
