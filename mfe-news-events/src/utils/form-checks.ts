/** Missing: empty or only spaces. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Looks like an e-mail address: something, one @, a domain with a dot, no spaces (name@example.com). The
 * mailbox itself is proved only by the confirmation e-mail.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
