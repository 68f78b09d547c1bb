import { defineExamples } from '../../catalogue/examples';
import { TextArea } from './text-area';

const base = { id: 'example-message', label: 'Your Message', value: '', onChange: () => undefined };

export const textAreaExamples = defineExamples({
  title: 'TextArea',
  description:
    'A multi-line text field with its label, hint and inline error; the visitor can make it taller.',
  component: TextArea,
  examples: [
    { name: 'Empty', props: base },
    { name: 'Filled', props: { ...base, value: 'The streetlight on Evergreen Terrace is out.' } },
    {
      name: 'With a placeholder',
      props: { ...base, placeholder: 'Accessibility needs, questions or comments' },
    },
    { name: 'With a hint', props: { ...base, hint: 'Please provide at least 10 characters.' } },
    { name: 'Required', props: { ...base, required: true } },
    {
      name: 'With an error',
      props: {
        ...base,
        required: true,
        hint: 'Please provide at least 10 characters.',
        error: 'Please provide your feedback message.',
      },
    },
    { name: 'Disabled', props: { ...base, value: 'Sent.', disabled: true } },
  ],
});
