import { emptyVolunteerApplication, validateVolunteerApplication, volunteerSuccessMessage } from './schema';

const valid = {
  ...emptyVolunteerApplication,
  name: 'Ana',
  email: 'ana@example.com',
  agreeToBackground: true,
};

describe('validateVolunteerApplication', () => {
  it('accepts a form with name, email and the background-check agreement', () => {
    expect(validateVolunteerApplication(valid)).toEqual([]);
  });

  it('checks name and email before the background check', () => {
    const problems = validateVolunteerApplication(emptyVolunteerApplication);
    expect(problems.map((p) => p.title)).toEqual(['Required Fields Missing', 'Background Check Required']);
    expect(problems[0]).toMatchObject({ description: 'Please fill in your name and email address.' });
    expect(problems[0]?.fields.map((f) => f.field)).toEqual(['name', 'email']);
  });

  it('treats whitespace-only name or email as blank', () => {
    const problems = validateVolunteerApplication({ ...valid, name: '   ', email: '\t ' });
    expect(problems[0]?.title).toBe('Required Fields Missing');
  });

  it('names only the missing field', () => {
    const problems = validateVolunteerApplication({ ...valid, email: '' });
    expect(problems[0]?.fields.map((f) => f.field)).toEqual(['email']);
  });

  it('asks for the background check when only that is missing', () => {
    const problems = validateVolunteerApplication({ ...valid, agreeToBackground: false });
    expect(problems).toEqual([
      expect.objectContaining({
        title: 'Background Check Required',
        description: 'Please agree to the background check to continue.',
      }),
    ]);
  });
});

describe('volunteerSuccessMessage', () => {
  it('names the opportunity and the 48-hour promise', () => {
    expect(volunteerSuccessMessage('Park Cleanup Crew')).toBe(
      "Thank you for applying for Park Cleanup Crew. We'll contact you within 48 hours.",
    );
  });
});
