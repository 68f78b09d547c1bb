import newsInfrastructure from '../assets/news-infrastructure.svg';
import { illustrationSource } from './illustration';

describe('illustrationSource', () => {
  it('gives an illustration of the area as its data: address, and any other picture as its address', () => {
    expect(illustrationSource(newsInfrastructure)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(illustrationSource('https://cdn.springfield.gov/other.png')).toBe(
      'https://cdn.springfield.gov/other.png',
    );
  });
});
