import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks the browser for the page's language as createIntl does, so its data is loaded before", () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntl('zh-Hant');
    expect(numbers).toHaveBeenCalledWith('zh-Hant');
    expect(dates).toHaveBeenCalledWith('zh-Hant');
  });

  it('never stops the start-up, whatever the page says its language is', () => {
    expect(() => warmUpIntl('not a language tag')).not.toThrow();
  });
});
