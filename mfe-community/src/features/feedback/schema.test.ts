import { defaultFeedbackForm, validateFeedback } from './schema';

describe('validateFeedback', () => {
  it('starts from anonymous off and follow-up on', () => {
    expect(defaultFeedbackForm).toMatchObject({ anonymous: false, followUp: true, message: '', email: '' });
  });

  it('checks the message before the e-mail', () => {
    expect(validateFeedback(defaultFeedbackForm).map((p) => [p.title, p.description])).toEqual([
      ['Message Required', 'Please provide your feedback message.'],
      ['Email Required', 'Please provide your email address for follow-up.'],
    ]);
  });

  it('treats a whitespace-only message as blank', () => {
    const problems = validateFeedback({ ...defaultFeedbackForm, message: '  \n ', email: 'a@b.c' });
    expect(problems.map((p) => p.title)).toEqual(['Message Required']);
  });

  it('needs no e-mail when anonymous', () => {
    expect(validateFeedback({ ...defaultFeedbackForm, anonymous: true, message: 'Hi' })).toEqual([]);
  });

  it('needs the e-mail when not anonymous, even with follow-up off', () => {
    const problems = validateFeedback({ ...defaultFeedbackForm, followUp: false, message: 'Hi', email: ' ' });
    expect(problems.map((p) => p.title)).toEqual(['Email Required']);
  });

  it('accepts a message shorter than the stated 10 characters (only non-blank is enforced)', () => {
    expect(validateFeedback({ ...defaultFeedbackForm, message: 'Ok', email: 'a@b.c' })).toEqual([]);
  });
});
