// How the area's stores keep what a form sent, and to whom they write back (the forms' store parts use it).

/** What a stored submission answers (the first answer again for the same submission key and fields). */
export interface Received {
  /** The record's readable reference, quoted in its e-mail: "FB-000042", "VOL-000007". */
  reference: string;
  /** Its confirmation page (post/redirect/get). */
  location: string;
}

/** An optional field as stored: what was typed, trimmed; nothing (NULL) when nothing was typed. */
export const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * Whether a receipt can be sent to `address`. The forms require an e-mail but, as the spec says, check no
 * format beyond the browser's own (a browser without it, or a forged post, may send anything): such a
 * submission is stored as sent, and no e-mail is queued that could only fail and be retried for nothing.
 */
export const canWriteTo = (address: string): boolean =>
  /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(address.trim());

/**
 * A plain-text e-mail's body: paragraphs (a string, or a list of lines kept as they are) wrapped at 72
 * characters, a blank line between them.
 */
export function plainText(paragraphs: readonly (string | readonly string[])[]): string {
  const wrap = (paragraph: string) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > 72) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    return lines.join('\n');
  };
  return paragraphs.map((p) => (typeof p === 'string' ? wrap(p) : p.join('\n'))).join('\n\n');
}
