import type { VolunteerApplication } from '../../../types/content';
import type { FormProblem } from '../../../components/form/form-problems';

export const emptyVolunteerApplication: VolunteerApplication = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  availability: '',
  motivation: '',
  emergencyContact: '',
  hasTransportation: false,
  agreeToBackground: false,
};

export type VolunteerField = keyof VolunteerApplication;

/** The checks in the order their messages are given; an empty list means the form may be sent. */
export function validateVolunteerApplication(values: VolunteerApplication): FormProblem<VolunteerField>[] {
  const problems: FormProblem<VolunteerField>[] = [];
  const missing: FormProblem<VolunteerField>['fields'][number][] = [];
  if (!values.name.trim()) missing.push({ field: 'name', message: 'Please enter your full name.' });
  if (!values.email.trim()) missing.push({ field: 'email', message: 'Please enter your email address.' });
  if (missing.length) {
    problems.push({
      title: 'Required Fields Missing',
      description: 'Please fill in your name and email address.',
      fields: missing,
    });
  }
  if (!values.agreeToBackground) {
    problems.push({
      title: 'Background Check Required',
      description: 'Please agree to the background check to continue.',
      fields: [{ field: 'agreeToBackground', message: 'Please agree to the background check to continue.' }],
    });
  }
  return problems;
}

/** The success toast's title, and the heading of the page a sent application lands on without script. */
export const VOLUNTEER_SUCCESS_TITLE = 'Volunteer Application Submitted!';

/** When the application could not reach the city (no connection, a server error): the form keeps what was typed. */
export const VOLUNTEER_FAILED_TITLE = 'Application Not Sent';
export const VOLUNTEER_FAILED_MESSAGE =
  'We could not send your application. Please check your connection and try again.';

/** The success toast's text. */
export function volunteerSuccessMessage(opportunityTitle: string): string {
  return `Thank you for applying for ${opportunityTitle}. We'll contact you within 48 hours.`;
}
