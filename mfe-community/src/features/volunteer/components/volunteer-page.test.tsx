import { resetServerActionForTests } from '@springfield/shared';
import {
  pageAnsweredByServer,
  answerForms,
  findToast,
  toastRegion,
  type SentForm,
} from '@springfield/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../routes';
import { volunteerOpportunities } from '../data/volunteer-opportunities';
import { renderPage } from '../../../testing/render-page';

const [first, second] = volunteerOpportunities;
if (!first || !second) throw new Error('volunteer data needs two opportunities');

const renderVolunteer = (path = '/volunteer') => renderPage(routes, path);

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

function signUpLink(title: string): HTMLElement {
  return within(card(title)).getByRole('link', { name: /Sign Up to Volunteer/ });
}

/** Sign Up on a card, and the form open under it. */
async function openForm(title: string, user = userEvent.setup()) {
  await user.click(signUpLink(title));
  await within(card(title)).findByRole('form');
  return user;
}

describe('VolunteerPage', () => {
  let server: { sent: SentForm[]; restore: () => void };
  beforeEach(() => {
    server = answerForms((_body, url) => ({
      status: 'done',
      location: url.replace(/\/apply$/, '/applied'),
    }));
  });
  afterEach(() => server.restore());

  it('shows the breadcrumb, stats, six reasons, every opportunity and five steps', async () => {
    await renderVolunteer();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Volunteer Opportunities')).toBeInTheDocument();
    for (const text of [
      '150+',
      '50+',
      '2,400+',
      'Active Volunteers',
      'Events This Year',
      'Hours Contributed',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const why = screen.getByRole('region', { name: 'Why Volunteer?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent)).toEqual(
      volunteerOpportunities.map((opportunity) => opportunity.title),
    );
    const getStarted = screen.getByRole('region', { name: 'Get Started Today' });
    expect(within(getStarted).getByRole('link', { name: 'volunteer@springfield.gov' })).toBeInTheDocument();
    expect(within(getStarted).getAllByRole('listitem')).toHaveLength(5);
  });

  it.each(volunteerOpportunities.map((opportunity) => [opportunity.title, opportunity] as const))(
    'shows the %s card with its category, facts, locale date, skills and benefits',
    async (_title, opportunity) => {
      await renderVolunteer();
      const shown = card(opportunity.title);
      for (const text of [
        opportunity.category,
        opportunity.description,
        opportunity.timeCommitment,
        opportunity.frequency,
        opportunity.location,
        ...opportunity.skills,
        ...opportunity.benefits,
      ]) {
        expect(within(shown).getByText(text)).toBeInTheDocument();
      }
      // The next event as a US locale date: "2025-01-18" is 1/18/2025.
      const [year, month, day] = opportunity.nextEvent.split('-').map(Number);
      expect(within(shown).getByText(`${month}/${day}/${year}`)).toBeInTheDocument();
    },
  );

  it('links each Sign Up to its card’s own address, which works without script', async () => {
    await renderVolunteer();
    for (const opportunity of volunteerOpportunities) {
      expect(signUpLink(opportunity.title)).toHaveAttribute('href', `/volunteer/${opportunity.id}/apply`);
      expect(signUpLink(opportunity.title)).toHaveAccessibleName(
        new RegExp(`^Sign Up to Volunteer ?: ${opportunity.title}$`),
      );
    }
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The form works without script: no "without JavaScript, call us" line.
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('opens the form under the chosen card, moves it to another card and closes it; the address follows', async () => {
    const { router } = await renderVolunteer();
    const user = await openForm(first.title);
    expect(router.state.location.pathname).toBe(`/volunteer/${first.id}/apply`);
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('heading', { name: `Volunteer Application: ${first.title}` })).toHaveFocus();

    await user.type(screen.getByLabelText(/Full Name/), 'Ana');
    await openForm(second.title, user);
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(within(card(second.title)).getByLabelText(/Full Name/)).toHaveValue('Ana');
    expect(router.state.location.pathname).toBe(`/volunteer/${second.id}/apply`);
    // Moving between cards takes no new history entry.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: `Volunteer Application: ${second.title}` })).toHaveFocus();

    const close = screen.getByRole('link', { name: 'Close application form' });
    expect(close).toHaveAttribute('href', '/volunteer');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/volunteer');
    // Focus goes back to the Sign Up link of the card the form was under.
    await waitFor(() => expect(signUpLink(second.title)).toHaveFocus());

    await openForm(first.title, user);
    // What was typed is kept until an application is sent.
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana');
    const cancel = within(screen.getByRole('form')).getByRole('link', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('href', '/volunteer');
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/volunteer');
    await waitFor(() => expect(signUpLink(first.title)).toHaveFocus());
  });

  it('closes the form when the visitor goes back to /volunteer', async () => {
    const { router } = await renderVolunteer();
    await openForm(first.title);
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/volunteer');
  });

  it('opens the form at its address, without moving focus (the browser does, as the page loads)', async () => {
    await renderVolunteer(`/volunteer/${second.id}/apply`);
    const form = within(card(second.title)).getByRole('form', {
      name: `Volunteer Application: ${second.title}`,
    });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/volunteer/${second.id}/apply`);
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(document.body).toHaveFocus();
    // Each field is named by the application's own keys, after the form's one-time submission key.
    const names = [...form.querySelectorAll('input, select, textarea')].map((el) => el.getAttribute('name'));
    expect(names).toEqual([
      'submission-key',
      'name',
      'email',
      'phone',
      'availability',
      'experience',
      'motivation',
      'emergencyContact',
      'hasTransportation',
      'agreeToBackground',
    ]);
  });

  it.each(['no-such-thing', '%3Cscript%3E'])(
    'shows Opportunity Not Found at /volunteer/%s/apply',
    async (id) => {
      await renderVolunteer(`/volunteer/${id}/apply`);
      expect(screen.getByRole('heading', { level: 1, name: 'Opportunity Not Found' })).toBeInTheDocument();
      expect(screen.getByText('The requested volunteer opportunity could not be found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Volunteer Opportunities/ })).toHaveAttribute(
        'href',
        '/volunteer',
      );
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('asks for name and email first, keeping what was typed', async () => {
    await renderVolunteer();
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), '   ');
    await user.type(screen.getByLabelText(/Relevant Experience/), '<img src=x onerror=alert(1)> 🌳');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const toast = await findToast('Required Fields Missing');
    expect(toast).toHaveTextContent('Please fill in your name and email address.');
    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Relevant Experience/)).toHaveValue('<img src=x onerror=alert(1)> 🌳');
    expect(name).toHaveValue('   ');
    // The browser's check found it: nothing was sent.
    expect(server.sent).toHaveLength(0);
  });

  it('then asks for the background check agreement', async () => {
    await renderVolunteer();
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const toast = await findToast('Background Check Required');
    expect(toast).toHaveTextContent('Please agree to the background check to continue.');
    const agree = screen.getByRole('checkbox', { name: /background check/ });
    expect(agree).toHaveFocus();
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText(/Full Name/)).not.toHaveAttribute('aria-invalid');
    expect(server.sent).toHaveLength(0);
  });

  it('clears the inline errors when the form closes, and keeps what was typed', async () => {
    await renderVolunteer();
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await findToast('Required Fields Missing');
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('link', { name: 'Close application form' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    await openForm(first.title, user);
    expect(screen.getByLabelText(/Email Address/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana');
  });

  it('sends a complete application, thanks the visitor, clears and closes the form', async () => {
    const { router } = await renderVolunteer();
    const user = await openForm(second.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText('Availability'), 'weekends');
    await user.click(screen.getByRole('checkbox', { name: /background check/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const toast = await findToast('Volunteer Application Submitted!');
    expect(toast).toHaveTextContent(
      `Thank you for applying for ${second.title}. We'll contact you within 48 hours.`,
    );
    // Sent to the page server by the route's action, with the fields' own names.
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.url).toMatch(new RegExp(`/volunteer/${second.id}/apply$`));
    expect(Object.fromEntries(server.sent[0]?.body ?? [])).toEqual({
      'submission-key': expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '',
      availability: 'weekends',
      experience: '',
      motivation: '',
      emergencyContact: '',
      agreeToBackground: 'on',
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/volunteer');
    await waitFor(() => expect(signUpLink(second.title)).toHaveFocus());
    await openForm(first.title, user);
    // Thanked once, whichever address the page has moved to since.
    expect(within(toastRegion()).getAllByText('Volunteer Application Submitted!')).toHaveLength(1);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('Availability')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /background check/ })).not.toBeChecked();
  });

  it('keeps what was typed and says so when the application could not be sent', async () => {
    server.restore();
    server = answerForms(() => {
      throw new Error('offline');
    });
    await renderVolunteer();
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /background check/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const toast = await findToast('Application Not Sent');
    expect(toast).toHaveTextContent('We could not send your application.');
    expect(screen.getByRole('form')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Lopez');
    expect(screen.getByRole('checkbox', { name: /background check/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('sends its one-time key: the same again after a failure, a new one after an accepted application', async () => {
    server.restore();
    let online = false;
    server = answerForms((_body, url) => {
      if (!online) throw new Error('offline');
      return { status: 'done', location: url.replace(/\/apply$/, '/applied') };
    });
    await renderVolunteer();
    const keyOf = (index: number) => server.sent[index]?.body.get('submission-key');
    const fillAndSend = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
      await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
      await user.click(screen.getByRole('checkbox', { name: /background check/ }));
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    };
    const user = await openForm(first.title);
    await fillAndSend(user);
    await findToast('Application Not Sent');
    // The retry of the same application: the same key, so the city stores it once if the first did arrive.
    online = true;
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await findToast('Volunteer Application Submitted!');
    expect(keyOf(1)).toBe(keyOf(0));
    // The next application is another submission: another key.
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    await openForm(first.title, user);
    await fillAndSend(user);
    await waitFor(() => expect(server.sent).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("shows the server's problems in an error summary that links to each field", async () => {
    server.restore();
    server = answerForms((body) => ({
      status: 'invalid',
      values: Object.fromEntries(body),
      problems: [{ field: 'availability', message: 'Please choose your availability from the list.' }],
    }));
    await renderVolunteer();
    const user = await openForm(first.title);
    await user.type(screen.getByLabelText(/Full Name/), 'Ana Lopez');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /background check/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Please choose your availability from the list.' }),
    ).toHaveAttribute('href', '#volunteer-availability');
    await waitFor(() =>
      expect(screen.getByLabelText('Availability')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Lopez');
    expect(document.title).toMatch(/^Error: /);
  });
});

describe('VolunteerPage rendered by the server for an invalid application', () => {
  const sent = {
    name: 'Ana Lopez',
    email: '',
    phone: '',
    experience: 'Scout leader',
    availability: 'nights',
    motivation: '',
    emergencyContact: '',
    hasTransportation: true,
    agreeToBackground: false,
  };
  beforeEach(() => {
    resetServerActionForTests();
    pageAnsweredByServer('community:volunteer-apply', {
      status: 'invalid',
      values: sent,
      problems: [
        { field: 'email', message: 'Please enter your email address.' },
        { field: 'agreeToBackground', message: 'Please agree to the background check to continue.' },
        { field: 'availability', message: 'Please choose your availability from the list.' },
      ],
    });
  });
  afterEach(() => {
    document.getElementById('sf-server-render')?.remove();
    resetServerActionForTests();
  });

  it('starts from what was sent, with the error summary and each inline error', async () => {
    await renderVolunteer(`/volunteer/${first.id}/apply`);
    const form = within(card(first.title)).getByRole('form');
    const summary = within(form).getByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary.parentElement as HTMLElement).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText(/Relevant Experience/)).toHaveValue('Scout leader');
    // Not one of the options: none is chosen, and the field says so.
    expect(screen.getByLabelText('Availability')).toHaveValue('');
    expect(screen.getByLabelText('Availability')).toHaveAccessibleDescription(
      'Please choose your availability from the list.',
    );
    expect(screen.getByRole('checkbox', { name: /reliable transportation/ })).toBeChecked();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /background check/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(document.title).toMatch(/^Error: Volunteer Opportunities/);
  });
});

describe('VolunteerAppliedPage', () => {
  it('says the application was received, with the words of the toast, and leads back', async () => {
    await renderVolunteer(`/volunteer/${second.id}/applied`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volunteer Application Submitted!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Thank you for applying for ${second.title}. We'll contact you within 48 hours.`,
    );
    expect(screen.getByRole('link', { name: 'Back to Volunteer Opportunities' })).toHaveAttribute(
      'href',
      '/volunteer',
    );
    expect(document.title).toBe('Volunteer Application Submitted! | City of Springfield');
  });

  it('shows Opportunity Not Found for an unknown opportunity', async () => {
    await renderVolunteer('/volunteer/no-such-thing/applied');
    expect(screen.getByRole('heading', { level: 1, name: 'Opportunity Not Found' })).toBeInTheDocument();
  });
});
