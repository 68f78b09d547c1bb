import { defineExamples } from '../../catalogue/examples';
import { Checkbox } from './checkbox';

const base = {
  id: 'example-anonymous',
  label: 'Submit anonymously',
  checked: false,
  onChange: () => undefined,
};

export const checkboxExamples = defineExamples({
  title: 'Checkbox',
  description: 'A checkbox with its label beside it, and its hint and inline error under the label.',
  component: Checkbox,
  examples: [
    { name: 'Unchecked', props: base },
    { name: 'Checked', props: { ...base, checked: true } },
    {
      name: 'With a hint',
      props: {
        ...base,
        hint: 'We will not ask for your name or contact details, and we cannot reply to you.',
      },
    },
    {
      name: 'Required',
      props: { ...base, id: 'example-agree', label: 'I agree to a background check', required: true },
    },
    {
      name: 'With an error',
      props: {
        ...base,
        id: 'example-agree-error',
        label: 'I agree to a background check',
        required: true,
        error: 'Please agree to the background check to continue.',
      },
    },
    { name: 'Disabled', props: { ...base, disabled: true } },
  ],
});
