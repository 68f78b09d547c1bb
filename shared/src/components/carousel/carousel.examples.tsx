import { defineExamples } from '../../catalogue/examples';
import { Carousel, type CarouselProps } from './carousel';

interface Example {
  id: string;
  title: string;
  text: string;
}

const items: Example[] = [
  { id: 'green', title: 'Green Springfield Initiative', text: 'Planting 10,000 trees by 2030.' },
  { id: 'streets', title: 'Safe Streets Program', text: 'Safer crossings near every school.' },
  { id: 'grants', title: 'Neighborhood Revitalization Grants', text: 'Up to $25,000 for your block.' },
];

const base: CarouselProps<Example> = {
  label: 'Example slideshow',
  items,
  itemKey: (item) => item.id,
  itemTitle: (item) => item.title,
  itemName: 'initiative',
  autoplayMs: 4500,
  renderItem: (item) => (
    <div>
      <h3>{item.title}</h3>
      <p>{item.text}</p>
    </div>
  ),
};

export const carouselExamples = defineExamples<CarouselProps<Example>>({
  title: 'Carousel',
  description:
    'One slide at a time, looping; rotates by itself and stops on hover, focus, a hidden tab and Pause; arrow keys move it. Without script it is the list of its slides, one under the other. Import it from @springfield/shared/carousel.',
  component: Carousel,
  examples: [
    { name: 'Three slides', props: base },
    { name: 'One slide', props: { ...base, items: items.slice(0, 1) } },
  ],
});
