import greenSpringfieldImage from '../assets/green-springfield.svg';
import neighborhoodRevitalizationImage from '../assets/neighborhood-revitalization.svg';
import safeStreetsImage from '../assets/safe-streets.svg';

/** How long each City Initiatives slide stays before the next. */
export const INITIATIVES_AUTOPLAY_MS = 4500;

export interface Initiative {
  /** The program it links to: /programs/{id}. */
  id: string;
  title: string;
  summary: string;
  highlight: string;
  image: string;
}

/** The three slides of the Home carousel. */
export const initiatives: readonly Initiative[] = [
  {
    id: 'green-springfield',
    title: 'Green Springfield Initiative',
    summary: 'Street trees, electric-vehicle charging and home energy rebates for a cleaner city.',
    highlight: '3,250 of 5,000 trees planted',
    image: greenSpringfieldImage,
  },
  {
    id: 'safe-streets',
    title: 'Safe Streets Program',
    summary: 'Safer crossings, traffic calming and brighter lighting near schools and parks.',
    highlight: '29 of 40 crosswalks upgraded',
    image: safeStreetsImage,
  },
  {
    id: 'neighborhood-revitalization',
    title: 'Neighborhood Revitalization Grants',
    summary: 'Grants from $2,500 to $75,000 for homes, storefronts and community spaces.',
    highlight: 'Apply by March 31, 2025',
    image: neighborhoodRevitalizationImage,
  },
];
