import { plainText } from '@springfield/shared';
import { governmentDocuments } from '../features/documents/data/government-documents';
import { htmlSections, inlineText } from './html-sections';

/** Every text of the sections, in order, as one line. */
const sectionsText = (html: string) =>
  htmlSections(html)
    .flatMap(({ heading, paragraphs = [], items = [] }) => [heading ?? '', ...paragraphs, ...items])
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('htmlSections', () => {
  it.each(governmentDocuments.map((doc) => [doc.title, doc] as const))(
    'keeps every word of %s, in order',
    (_title, doc) => {
      expect(sectionsText(doc.content)).toBe(inlineText(plainText(doc.content)));
    },
  );

  it('makes a section of each heading, with its paragraphs and its (numbered) list', () => {
    expect(
      htmlSections(
        '<p>Intro</p><h3>Revenue</h3><p>State &amp; <strong>Federal</strong></p><ul><li>A</li><li>B</li></ul><p>After</p><h3>Actions</h3><ol><li>One</li></ol>',
      ),
    ).toEqual([
      { paragraphs: ['Intro'] },
      { heading: 'Revenue', paragraphs: ['State & Federal'], items: ['A', 'B'] },
      { paragraphs: ['After'] },
      { heading: 'Actions', items: ['One'], numbered: true },
    ]);
  });

  it('refuses content it would not carry whole: another tag, text outside a block', () => {
    expect(() => htmlSections('<p>See <a href="/x">this</a></p>')).toThrow('<a>');
    expect(() => htmlSections('<table><tr><td>1</td></tr></table>')).toThrow('outside a block');
    expect(() => htmlSections('<p>One</p> stray')).toThrow('outside a block');
  });
});

describe('inlineText', () => {
  it('reads entities as characters', () => {
    expect(inlineText('Fees &amp; Permits &#8212; &#x2019;s &nbsp;x')).toBe('Fees & Permits — ’s x');
  });
});
