// The programs' addresses: apart from their records and words, for the area's routes (issue 45).

/** The programs page; a program's own page is under it (/programs/green-springfield). */
export const PROGRAMS_PATH = '/programs';
