import {
  city,
  currentLocale,
  localizeRecords,
  translatedInto,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type RecordSection,
  type SitePath,
  officeHoursIn,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import departmentRecords, { translations } from '../../../content/departments/index.collection';
import { areaIntl } from '../../../i18n/area-intl';
import { departmentMessages } from '../messages';
import type { Department, DepartmentSummary, PublicWorksProject } from '../../../types/content';
import parkImage from '../assets/project-park.svg';
import roadImage from '../assets/project-road.svg';
import waterImage from '../assets/project-water.svg';
import { streetOf } from '../utils/postal-address';

/** The Departments page, which lists them. */
export const DEPARTMENTS_PATH = '/departments' satisfies SitePath;

/** A department's page: /departments/{slug}. */
export const departmentPath = (slug: string): SitePath => `${DEPARTMENTS_PATH}/${slug}`;

/**
 * The projects' pictures by their file name in src/features/departments/assets, imported so the build
 * publishes them. A collection's `assets` setting names a record's own fields only; a project's `image` is
 * inside its department's record, so a new picture is imported here.
 */
export const projectPictures: Readonly<Record<string, string>> = {
  'project-park.svg': parkImage,
  'project-road.svg': roadImage,
  'project-water.svg': waterImage,
};

/** A department with its projects' pictures at their published addresses; the build fails on a picture the area lacks. */
export function withProjectPictures(department: Department): Department {
  if (!department.projects) return department;
  const projects = department.projects.map((project): PublicWorksProject => {
    const picture = projectPictures[project.image];
    if (!picture) {
      throw new Error(
        `src/content/departments/${department.slug}.json: projects: "${project.image}" is not a picture of src/features/departments/assets imported in data/departments.ts`,
      );
    }
    return { ...project, image: picture };
  });
  return { ...department, projects };
}

/**
 * Every department, in the order of their cards on /departments: one file each in src/content/departments,
 * checked when the area builds. A department's card and its page are made from its one record.
 */
export const allDepartments: readonly Department[] = (departmentRecords as readonly Department[]).map(
  withProjectPictures,
);

/** Every department in a language (the page's by default): translated ones in it, the others in English. */
export function allDepartmentsIn(locale: Locale = currentLocale()): readonly Localized<Department>[] {
  return localizeRecords(allDepartments, translations, locale);
}

/**
 * The languages besides English a department's record is translated into, or undefined for no department: its
 * page's alternates and sitemap entries name only those.
 */
export function departmentLanguages(slug: string): Locale[] | undefined {
  if (!allDepartments.some((department) => department.slug === slug)) return undefined;
  return translatedInto((locale) => allDepartmentsIn(locale).find((department) => department.slug === slug));
}

/** The department whose page is its own (routes.tsx: its projects and emergency line), not /departments/:slug's. */
export const PUBLIC_WORKS_SLUG = 'public-works';

/** The departments /departments/{slug} shows: every one but Public Works, which has its own page. */
export const departments: readonly Department[] = allDepartments.filter(
  (department) => department.slug !== PUBLIC_WORKS_SLUG,
);

/** A department's card on /departments, from its record (in its language: `intl`'s words around its own). */
export function departmentSummary(
  department: Department & { lang?: Locale },
  intl: IntlShape = areaIntl.intl(),
): DepartmentSummary {
  return {
    name: department.name,
    description: department.summary,
    services: department.services.map((service) => service.name),
    hours: department.emergency
      ? intl.formatMessage(departmentMessages.hoursWithEmergency, {
          hours: department.hours,
          emergency: department.emergency.hours,
        })
      : department.hours,
    phone: department.phone,
    location: streetOf(department.location),
    href: departmentPath(department.slug),
    priority: department.priority,
    lang: department.lang ?? 'en',
  };
}

/** The department cards of /departments, in a language (the page's by default). */
export function departmentSummariesIn(intl: IntlShape = areaIntl.intl()): readonly DepartmentSummary[] {
  return allDepartmentsIn(intl.locale as Locale).map((department) => departmentSummary(department, intl));
}

export function getDepartment(slug: string | undefined): Department | undefined {
  return departments.find((department) => department.slug === slug);
}

/** The department cards of /departments in English. */
export const departmentSummaries: readonly DepartmentSummary[] = departmentSummariesIn(areaIntl.intl('en'));

/** A department of /departments/{slug} in a language (the page's by default), or undefined. */
export function departmentIn(slug: string | undefined, locale?: Locale): Localized<Department> | undefined {
  if (slug === PUBLIC_WORKS_SLUG) return undefined;
  return allDepartmentsIn(locale).find((department) => department.slug === slug);
}

/** A department page as other pages refer to it: its name and its address. */
export interface DepartmentPage {
  name: string;
  path: SitePath;
}

/** Every department page, each once, in the order of their cards (Public Works' own page among them). */
export const departmentPages: readonly DepartmentPage[] = allDepartments.map((department) => ({
  name: department.name,
  path: departmentPath(department.slug),
}));

/** The page of the department a service names as responsible ("Public Works"), if it has one. */
export function departmentPageNamed(name: string): DepartmentPage | undefined {
  return departmentPages.find((page) => page.name === name);
}

/** The department whose record is named by its slug; the build fails if it is gone. */
export function requiredDepartment(slug: string): Department {
  const department = allDepartments.find((candidate) => candidate.slug === slug);
  if (!department) throw new Error(`src/content/departments/${slug}.json: the department is missing`);
  return department;
}

/** A line of the help section of /departments. */
export interface DepartmentHelpLine {
  label: string;
  phone: string;
  note: string;
  /** The language of the label, when it is a record's text in another language than the page's. */
  lang?: Locale;
}

/**
 * The help section of /departments: who to call. Each number is written once: the site's city facts (which
 * the frame shows too) or a department's record (Public Works' emergency line, "Public Works 24/7").
 */
export function departmentHelpLinesIn(intl: IntlShape = areaIntl.intl()): readonly DepartmentHelpLine[] {
  const publicWorksRecord = allDepartmentsIn(intl.locale as Locale).find(
    (department) => department.slug === PUBLIC_WORKS_SLUG,
  );
  return [
    {
      label: intl.formatMessage(departmentMessages.hotline),
      phone: city.mainPhone,
      note: intl.formatMessage(departmentMessages.hotlineNote, {
        hours: officeHoursIn(intl.locale, 'tight'),
      }),
    },
    {
      label: intl.formatMessage(departmentMessages.police),
      phone: city.nonEmergencyPolice,
      note: intl.formatMessage(departmentMessages.policeNote),
    },
    ...(publicWorksRecord?.emergency
      ? [
          {
            label: intl.formatMessage(departmentMessages.emergencyLine, {
              name: publicWorksRecord.name,
              hours: publicWorksRecord.emergency.hours,
            }),
            phone: publicWorksRecord.emergency.phone,
            note: intl.formatMessage(departmentMessages.emergencyLineNote),
            lang: publicWorksRecord.lang,
          },
        ]
      : []),
  ];
}

/** Where a department's or a service's page leads back to, in the page's language. */
export function departmentsSection(intl: IntlShape = areaIntl.intl()): RecordSection {
  return { label: intl.formatMessage(departmentMessages.section), to: DEPARTMENTS_PATH };
}

export function departmentNotFound(intl: IntlShape = areaIntl.intl()): RecordNotFoundProps {
  return {
    title: intl.formatMessage(departmentMessages.notFoundTitle),
    message: intl.formatMessage(departmentMessages.notFoundMessage),
    section: departmentsSection(intl),
  };
}

/** The help section's lines in English. */
export const departmentHelpLines: readonly DepartmentHelpLine[] = departmentHelpLinesIn(areaIntl.intl('en'));
