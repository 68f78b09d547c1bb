// Site-wide facts about the city that several areas show (frame, contact blocks, sidebars).

export const city = {
  name: 'City of Springfield',
  shortName: 'Springfield',
  address: {
    building: 'Springfield City Hall',
    street: '100 Main Street',
    locality: 'Springfield, IL 62701',
  },
  mainPhone: '(555) 123-4567',
  infoEmail: 'info@springfield.gov',
  officeHours: 'Monday - Friday: 8:00 AM - 5:00 PM',
  weekendHours: 'Closed weekends',
  emergency: '911',
  nonEmergencyPolice: '(555) 123-4000',
  fireDepartment: '(555) 123-4100',
  publicWorks24x7: '(555) 123-4200',
  waterEmergency: '(555) 123-4300',
  /** Pages elsewhere that are about the city itself (schema.org `sameAs`, for search engines' knowledge panels). */
  profiles: ['https://en.wikipedia.org/wiki/Springfield,_Illinois'],
} as const;

/** A tel: href from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
