import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Checkbox } from '../components/checkbox';
import { RadioGroup } from '../components/radio-group';
import { Select } from '../components/select';
import { TextArea } from '../components/text-area';
import { TextField } from '../components/text-field';

/** A small form whose values the test reads back from what the page shows, as a visitor would. */
function Form() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('');
  const [agree, setAgree] = useState(false);
  const [contact, setContact] = useState('');
  // An effect that re-renders the whole form after hydration, as pages do (a title, a store, a media query):
  // without the hook, this render would put the empty values back into the boxes.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <form aria-label="Feedback">
      <TextField id="name" label="Name" value={name} onChange={setName} />
      <TextArea id="message" label="Message" value={message} onChange={setMessage} />
      <Select
        id="topic"
        label="Topic"
        value={topic}
        onChange={setTopic}
        placeholder="Choose"
        options={['Parks', 'Roads']}
      />
      <Checkbox id="agree" label="I agree" checked={agree} onChange={setAgree} />
      <RadioGroup
        legend="Contact me by"
        name="contact"
        value={contact}
        onChange={setContact}
        options={[
          { value: 'email', label: 'E-mail' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
      <output aria-label="State">{JSON.stringify({ hydrated, name, message, topic, agree, contact })}</output>
    </form>
  );
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'State' }).textContent ?? '{}');

describe('useValueTypedBeforeHydration (through the shared fields)', () => {
  it('keeps what a visitor typed, chose and ticked in the server-rendered form before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);

    // The visitor fills in the server's HTML while the scripts are still loading.
    (container.querySelector('#name') as HTMLInputElement).value = 'Marge Simpson';
    (container.querySelector('#message') as HTMLTextAreaElement).value = 'The swings are broken.';
    (container.querySelector('#topic') as HTMLSelectElement).value = 'Parks';
    (container.querySelector('#agree') as HTMLInputElement).checked = true;
    (container.querySelector('input[value="phone"]') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });

    expect(state()).toEqual({
      hydrated: true,
      name: 'Marge Simpson',
      message: 'The swings are broken.',
      topic: 'Parks',
      agree: true,
      contact: 'phone',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Marge Simpson');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('The swings are broken.');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('Parks');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();

    // Typing goes on from there.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    expect(state().name).toBe('Marge Simpson!');
    container.remove();
  });

  it('changes nothing when the form was rendered in the browser', async () => {
    render(<Form />);
    expect(state()).toEqual({ hydrated: true, name: '', message: '', topic: '', agree: false, contact: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Homer');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Homer');
  });
});
