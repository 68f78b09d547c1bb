/**
 * "Energy Rebate Application (2025)" -> "energy-rebate-application-2025": the file name a program document
 * has under /documents/. Accents are folded so names typed by staff still give a stable ASCII path.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
