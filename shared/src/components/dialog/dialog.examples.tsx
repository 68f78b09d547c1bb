import { defineExamples } from '../../catalogue/examples';
import { DialogDemo } from './dialog-demo';

export const dialogExamples = defineExamples({
  title: 'Dialog',
  description:
    'A modal dialog on antd’s Modal: title, body, actions; Escape closes it and focus returns to its opener. Import it from @springfield/shared/dialog inside a module loaded with lazyDialog.',
  component: DialogDemo,
  examples: [
    {
      name: 'Reading (large), with Close',
      props: {
        title: 'Public Records',
        size: 'large',
        children: (
          <p>Request any record the city keeps. Most requests are answered within 10 business days.</p>
        ),
      },
    },
    {
      name: 'A choice (medium), with its actions',
      props: {
        title: 'Complete Payment',
        actions: ['Cancel', 'Pay Now'],
        children: <p>Traffic Citation: $125.00 and a processing fee of $3.63.</p>,
      },
    },
    {
      name: 'Busy',
      props: {
        title: 'Complete Payment',
        busy: true,
        actions: ['Cancel', 'Processing...'],
        children: <p>Processing your payment...</p>,
      },
    },
  ],
});
