// The pseudo-locale (issue 30, "catch what was missed"): a build in which the Spanish catalogues and content
// are written with accented letters and about 40 % longer ("Páágáár ··········"), so that a page of it shows
// at a glance, and a test proves, which words never went through a translation (they stay plain English) and
// where a longer language overflows its box at 390 px. Built by tooling/pseudo-build.mjs with
// SF_PSEUDO_LOCALE=es; the site's own builds never read this.

/** The language the pseudo build writes over (its catalogues and its content translations), or none. */
const PSEUDO_LOCALE = process.env.SF_PSEUDO_LOCALE || '';

const ACCENTED = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * A text in the pseudo-locale: every Latin letter accented, and 40 % more letters (vowels doubled, then
 * middle dots), the words kept apart so a line can still break between them.
 */
function pseudoText(text) {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]);
  const letters = text.replace(/\s/g, '').length;
  const longer = accented.replace(/[áéíóúÁÉÍÓÚ]/g, (vowel) => vowel + vowel);
  const missing = Math.ceil(letters * 1.4) - longer.replace(/\s/g, '').length;
  return missing > 0
    ? `${longer.replace(/\s+$/, '')} ${'·'.repeat(missing)}${/\s$/.test(text) ? ' ' : ''}`
    : longer;
}

/** HTML (an article's body) in the pseudo-locale: its text only, never its tags, attributes or entities. */
function pseudoHtml(html) {
  return html
    .split(/(<[^>]*>|&[#\w]+;)/)
    .map((part) => (part.startsWith('<') || /^&[#\w]+;$/.test(part) ? part : pseudoText(part)))
    .join('');
}

/** A record's translated fields in the pseudo-locale: every text (HTML as HTML), objects and lists within. */
function pseudoValue(value) {
  if (typeof value === 'string') return /<[a-z][^>]*>/i.test(value) ? pseudoHtml(value) : pseudoText(value);
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoValue(item)]));
  return value;
}

/**
 * A compiled ICU message (FormatJS's AST) in the pseudo-locale: its literal text only (type 0), within plural
 * and select options and tags; placeholders, numbers and dates stay what they are.
 */
function pseudoElements(elements) {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: pseudoText(element.value) };
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === 8) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/** A compiled catalogue (`{ id: elements }` as JSON) in the pseudo-locale. */
function pseudoCatalogue(json) {
  const catalogue = JSON.parse(json);
  return JSON.stringify(
    Object.fromEntries(Object.entries(catalogue).map(([id, elements]) => [id, pseudoElements(elements)])),
  );
}

module.exports = { PSEUDO_LOCALE, pseudoText, pseudoHtml, pseudoValue, pseudoElements, pseudoCatalogue };
