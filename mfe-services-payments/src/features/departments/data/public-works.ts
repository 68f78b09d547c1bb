import type { Department, DepartmentService, PublicWorksProject, StaffMember } from '../../../types/content';
import { currentLocale, type Locale, type Localized } from '@springfield/shared';
import { allDepartmentsIn, PUBLIC_WORKS_SLUG, requiredDepartment } from './departments';

/** Public Works as its own page shows it: its record, with the emergency line and e-mail address it needs. */
export type PublicWorks = Department & {
  emergency: NonNullable<Department['emergency']>;
  email: string;
  projects: readonly PublicWorksProject[];
};

/** Public Works from its record; the build fails, naming the file, if the record lacks what its page shows. */
export function publicWorksOf(department: Department): PublicWorks {
  const { emergency, email } = department;
  if (!emergency || !email) {
    throw new Error(
      `src/content/departments/${department.slug}.json: Public Works' page needs its "emergency" line and its "email"`,
    );
  }
  return { ...department, emergency, email, projects: department.projects ?? [] };
}

/** The Public Works page's facts: its one record, src/content/departments/public-works.json. */
export const publicWorks: PublicWorks = publicWorksOf(requiredDepartment(PUBLIC_WORKS_SLUG));

export const publicWorksServices: readonly DepartmentService[] = publicWorks.services;

export const publicWorksProjects: readonly PublicWorksProject[] = publicWorks.projects;

export const publicWorksStaff: readonly StaffMember[] = publicWorks.staff;

/** Public Works in a language (the page's by default): its record's translation, or English. */
export function publicWorksIn(locale: Locale = currentLocale()): Localized<PublicWorks> {
  const record = allDepartmentsIn(locale).find((department) => department.slug === PUBLIC_WORKS_SLUG);
  if (!record)
    throw new Error(`src/content/departments/${PUBLIC_WORKS_SLUG}.json: the department is missing`);
  return { ...publicWorksOf(record), lang: record.lang };
}
