/** Missing: empty or only spaces. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Looks like an e-mail address: something, one @, a domain with a dot, no spaces (name@example.com). The
 * mailbox itself is proved only by the confirmation e-mail.
 */
export function looksLikeEmail(value: string): boolean {
  // At most 254 characters (RFC 5321's longest path), no control character: it becomes a mail's To.
  return isOneLine(value, 254) && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/**
 * Fits on one line of an e-mail (a greeting, a header): no line break or other control character, at most
 * `max` characters once trimmed. What a resident types there must not start a new line of the mail.
 */
export function isOneLine(value: string, max: number): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(value) && value.trim().length <= max;
}
