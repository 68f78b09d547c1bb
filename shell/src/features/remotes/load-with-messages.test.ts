import { languagesOfBuild, loadMessagesOf, speaksLanguage } from './load-with-messages';

describe('what a remote build speaks', () => {
  it('a module whose messages load speaks the language; one without any, or whose catalogue fails, does not', async () => {
    const translated = { loadMessages: jest.fn(async () => undefined), default: () => null };
    const old = { default: () => null };
    const broken = {
      loadMessages: jest.fn(async (locale: string) => {
        if (locale === 'zh-Hant') throw new Error('404');
      }),
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadMessagesOf(translated, 'es', 'news_events/./routes');
    await loadMessagesOf(old, 'es', 'community/./routes');
    await loadMessagesOf(broken, 'es', 'government/./routes');
    await loadMessagesOf(broken, 'zh-Hant', 'government/./routes');
    expect(translated.loadMessages).toHaveBeenCalledWith('es');
    expect(speaksLanguage(translated, 'es')).toBe(true);
    expect(speaksLanguage(translated.default, 'es')).toBe(true);
    // The old build and its component: English, marked, in a Spanish page.
    expect(speaksLanguage(old, 'es')).toBe(false);
    expect(speaksLanguage(old.default, 'es')).toBe(false);
    expect(speaksLanguage(broken, 'es')).toBe(true);
    expect(speaksLanguage(broken, 'zh-Hant')).toBe(false);
    expect(error).toHaveBeenCalledWith(
      'government/./routes: its messages in zh-Hant could not be loaded.',
      expect.any(Error),
    );
    // English is every build's.
    expect(speaksLanguage(old, 'en')).toBe(true);
    error.mockRestore();
  });

  it('an area’s languages are the list’s, unless its build has no messages to load', () => {
    const listed = ['es', 'zh-Hant'] as const;
    expect(languagesOfBuild({ loadMessages: async () => undefined }, listed)).toEqual(listed);
    expect(languagesOfBuild({ default: {} }, listed)).toEqual([]);
    // Not loaded (yet): the list's word is all there is.
    expect(languagesOfBuild(undefined, listed)).toEqual(listed);
    expect(languagesOfBuild({ loadMessages: async () => undefined })).toEqual([]);
  });
});
