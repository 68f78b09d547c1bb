import { defineExamples } from '../../catalogue/examples';
import { Select } from './select';

const base = {
  id: 'example-category',
  label: 'Category',
  value: '',
  onChange: () => undefined,
  placeholder: 'Select a category',
  options: [
    { value: 'general', label: 'General Feedback' },
    { value: 'services', label: 'City Services' },
  ],
};

export const selectExamples = defineExamples({
  title: 'Select',
  description: 'A native select with its label, hint and inline error; an optional empty first choice.',
  component: Select,
  examples: [
    { name: 'Empty', props: base },
    { name: 'Chosen', props: { ...base, value: 'services' } },
    {
      name: 'Without a placeholder',
      props: {
        ...base,
        id: 'example-year',
        label: 'Tax Year',
        placeholder: undefined,
        options: ['2024', '2023'],
        value: '2024',
      },
    },
    { name: 'With a hint', props: { ...base, hint: 'Helps us route your message.' } },
    { name: 'Required', props: { ...base, required: true } },
    { name: 'With an error', props: { ...base, required: true, error: 'Please fill out this field.' } },
    { name: 'Disabled', props: { ...base, disabled: true } },
  ],
});
