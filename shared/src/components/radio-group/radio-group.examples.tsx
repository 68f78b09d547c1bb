import { defineExamples } from '../../catalogue/examples';
import { RadioGroup } from './radio-group';

const base = {
  legend: 'Payment Method',
  name: 'example-method',
  value: '',
  onChange: () => undefined,
  options: [
    { value: 'credit', label: 'Credit Card' },
    { value: 'debit', label: 'Debit Card' },
    { value: 'paypal', label: 'PayPal' },
  ],
};

export const radioGroupExamples = defineExamples({
  title: 'RadioGroup',
  description:
    'One choice among a few, each a full-width row; legend, hint, error and required mark as a field.',
  component: RadioGroup,
  examples: [
    { name: 'Nothing chosen', props: base },
    { name: 'Chosen', props: { ...base, name: 'example-method-chosen', value: 'debit' } },
    {
      name: 'With a hint',
      props: { ...base, name: 'example-method-hint', hint: 'The fee is the same for every method.' },
    },
    { name: 'Required', props: { ...base, name: 'example-method-required', required: true } },
    {
      name: 'With an error',
      props: { ...base, name: 'example-method-error', required: true, error: 'Choose a payment method.' },
    },
    {
      name: 'Disabled',
      props: { ...base, name: 'example-method-disabled', value: 'credit', disabled: true },
    },
  ],
});
