// What a program's own page adds to its section on /programs: stat cards, overview, progress bars, facts,
// contact. Part of the program's one record (src/content/programs), made by the schema from its facts.
import type { ProgramDetail } from '../../../content/schema';
import { getProgram, programs } from './programs';

export type { ProgramContact, ProgramDetail, ProgramProgressBar, ProgramStat } from '../../../content/schema';

export const programDetails: readonly ProgramDetail[] = programs.map((program) => program.detail);

export function getProgramDetail(id: string): ProgramDetail | undefined {
  return getProgram(id)?.detail;
}
