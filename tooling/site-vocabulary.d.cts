/** The lower-case words (letters only) of a text, HTML tags and ICU placeholders left out. */
export function wordsOf(text: string): string[];
export function siteVocabulary(locale?: string): {
  englishWords: Set<string>;
  translatedWords: Set<string>;
  /** English words no source in the language uses: on a page in it, text that was never translated. */
  englishOnly: Set<string>;
};
