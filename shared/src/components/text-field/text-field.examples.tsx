import { defineExamples } from '../../catalogue/examples';
import { TextField } from './text-field';

const base = { id: 'example-name', label: 'Full Name', value: '', onChange: () => undefined };

export const textFieldExamples = defineExamples({
  title: 'TextField',
  description: 'A one-line text, e-mail, phone or search field with its label, hint and inline error.',
  component: TextField,
  examples: [
    { name: 'Empty', props: base },
    { name: 'Filled', props: { ...base, value: 'Marge Simpson' } },
    { name: 'With a placeholder', props: { ...base, placeholder: 'e.g. TRF-2024-001234' } },
    {
      name: 'With a hint',
      props: {
        ...base,
        id: 'example-email',
        label: 'Email Address',
        type: 'email',
        hint: 'We reply within 3-5 business days.',
      },
    },
    { name: 'Required', props: { ...base, required: true } },
    {
      name: 'With an error',
      props: {
        ...base,
        id: 'example-email-error',
        label: 'Email Address',
        type: 'email',
        required: true,
        error: 'Please provide your email address for follow-up.',
      },
    },
    { name: 'Disabled', props: { ...base, value: 'Marge Simpson', disabled: true } },
    {
      name: 'Label hidden (search box)',
      props: {
        ...base,
        id: 'example-search',
        label: 'Search news articles',
        type: 'search',
        hideLabel: true,
        placeholder: 'Search news articles...',
      },
    },
  ],
});
