/**
 * Loads the browser's internationalisation data (ICU) for the page's language, in a task of its own. The first
 * `Intl` call of a page loads it: about 14 ms on a laptop, 57 ms on a phone four times slower (issue 45,
 * measured in Chromium). Until now that first call was react-intl's `createIntl` (the shell's English messages,
 * created when the frame's code is evaluated), so it came in the same task as the evaluation of the shell's
 * pages and frame: one task of about 200 ms on that phone, the longest of the start-up. Called between two
 * yields (index.ts), it is a task under 50 ms, and every later `Intl` call (react-intl's checks, the dates of
 * the page) finds the data loaded.
 */
export function warmUpIntl(locale: string): void {
  try {
    // What createIntl checks first (react-intl, @formatjs/intl): the same calls, so the same data.
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // A tag the browser refuses (RangeError): only a head start lost, never the start itself.
  }
}
