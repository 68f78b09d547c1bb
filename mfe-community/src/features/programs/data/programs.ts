import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import programRecords from '../../../content/programs/index.collection';
import type { Program } from '../../../content/schema';

/**
 * The programs, in their order: one file each in src/content/programs, checked when the area builds. A file
 * holds the program's section on /programs and its own page (an editor adds a program by adding a file).
 */
export const programs = programRecords as readonly Program[];

/** The statuses of a program that is running: taking part, or taking applications. */
const RUNNING: readonly Program['status'][] = ['active', 'accepting-applications'];

/** "$3.2M" → 3,200,000; "$750K" → 750,000 (the schema lets no other form through). */
export function budgetDollars(budget: string): number {
  const unit = budget.endsWith('M') ? 1_000_000 : 1_000;
  return Math.round(Number(budget.slice(1, -1)) * unit);
}

/** 8,600,000 → "$8.6M"; below a million, "$750K": how the city writes a budget. */
export function shortBudget(dollars: number): string {
  const [amount, unit] = dollars >= 1_000_000 ? [dollars / 1_000_000, 'M'] : [dollars / 1_000, 'K'];
  return `$${Number(amount.toFixed(1))}${unit}`;
}

export interface SummaryTile {
  value: string;
  label: string;
}

/** The residents the programs reached, a count the city keeps outside the programs' records. */
const RESIDENTS_SERVED = '12,500+';

/** The four summary tiles of /programs, from the programs' records (the residents served aside). */
export function summaryTiles(list: readonly Program[]): readonly SummaryTile[] {
  const total = list.reduce((sum, program) => sum + budgetDollars(program.budget), 0);
  const average = list.length ? list.reduce((sum, program) => sum + program.progress, 0) / list.length : 0;
  return [
    {
      value: String(list.filter((program) => RUNNING.includes(program.status)).length),
      label: 'Active Programs',
    },
    { value: shortBudget(total), label: 'Total Investment' },
    { value: RESIDENTS_SERVED, label: 'Residents Served' },
    { value: `${Math.round(average)}%`, label: 'Average Progress' },
  ];
}

/** The four summary tiles of /programs. */
export const programsSummary = summaryTiles(programs);

export function getProgram(id: string): Program | undefined {
  return programs.find((program) => program.id === id);
}

/** The list of programs. */
export const PROGRAMS_PATH = '/programs';

/** A program's own page: /programs/green-springfield. */
export function programPath(id: string): `/${string}` {
  return `${PROGRAMS_PATH}/${encodeURIComponent(id)}`;
}

/** Where a program's page leads back to (its not-found view: "Back to Programs"). */
export const programsSection: RecordSection = {
  label: 'Programs & Initiatives',
  to: PROGRAMS_PATH,
  backLabel: 'Back to Programs',
};

export const programNotFound: RecordNotFoundProps = {
  title: 'Program Not Found',
  message: 'The requested program could not be found.',
  section: programsSection,
};
