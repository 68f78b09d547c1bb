import { DEFAULT_LOCALE } from '@springfield/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import type { Availability, VolunteerCategory } from '../../../types/content';
import { volunteerMessages as m } from '../messages';

// The page's own words, made in a language by `…In(intl)` (the page's, in a component); the English lists
// (`whyVolunteer`, `volunteerSteps` …) serve the search records and the tests.

const english = areaIntl.intl(DEFAULT_LOCALE);

/** Stat cards of /volunteer. */
export function volunteerStatsIn(intl: IntlShape) {
  return [
    { value: '150+', label: intl.formatMessage(m.activeVolunteers) },
    { value: '50+', label: intl.formatMessage(m.eventsThisYear) },
    { value: '2,400+', label: intl.formatMessage(m.hoursContributed) },
  ] as const;
}

export const volunteerStats = volunteerStatsIn(english);

const pairs = (
  intl: IntlShape,
  list: readonly (readonly [MessageDescriptor, MessageDescriptor])[],
): readonly { title: string; text: string }[] =>
  list.map(([title, text]) => ({ title: intl.formatMessage(title), text: intl.formatMessage(text) }));

export function whyVolunteerIn(intl: IntlShape): readonly { title: string; text: string }[] {
  return pairs(intl, [
    [m.whyDifferenceTitle, m.whyDifferenceText],
    [m.whyNeighborsTitle, m.whyNeighborsText],
    [m.whySkillsTitle, m.whySkillsText],
    [m.whyFlexibleTitle, m.whyFlexibleText],
    [m.whyResumeTitle, m.whyResumeText],
    [m.whyRecognizedTitle, m.whyRecognizedText],
  ]);
}

export const whyVolunteer = whyVolunteerIn(english);

/** Whom to contact about volunteering: the office is in the page's language (volunteerCoordinatorOffice). */
export const volunteerCoordinator = {
  name: 'Volunteer Coordinator',
  email: 'volunteer@springfield.gov',
  phone: '(555) 123-4590',
  office: 'Springfield City Hall, Room 105',
} as const;

/** The five steps of Get Started Today. */
export function volunteerStepsIn(intl: IntlShape): readonly { title: string; text: string }[] {
  return pairs(intl, [
    [m.stepChooseTitle, m.stepChooseText],
    [m.stepContactTitle, m.stepContactText],
    [m.stepOrientationTitle, m.stepOrientationText],
    [m.stepTrainingTitle, m.stepTrainingText],
    [m.stepStartTitle, m.stepStartText],
  ]);
}

export const volunteerSteps = volunteerStepsIn(english);

/** The availability options: the values the city receives stay English, the labels are the page's. */
export function availabilityOptionsIn(intl: IntlShape): readonly { value: Availability; label: string }[] {
  return [
    { value: 'weekdays', label: intl.formatMessage(m.availabilityWeekdays) },
    { value: 'weekends', label: intl.formatMessage(m.availabilityWeekends) },
    { value: 'both', label: intl.formatMessage(m.availabilityBoth) },
    { value: 'flexible', label: intl.formatMessage(m.availabilityFlexible) },
  ];
}

export const availabilityOptions = availabilityOptionsIn(english);

const categoryLabels: Record<VolunteerCategory, MessageDescriptor> = {
  Environmental: m.categoryEnvironmental,
  Safety: m.categorySafety,
  Education: m.categoryEducation,
  Infrastructure: m.categoryInfrastructure,
  Events: m.categoryEvents,
};

/** An opportunity's category as its badge reads it (the stored value stays English). */
export function categoryLabel(category: string, intl: IntlShape): string {
  const message = categoryLabels[category as VolunteerCategory];
  return message ? intl.formatMessage(message) : category;
}
