import fs from 'node:fs';
import path from 'node:path';
import newsInfrastructure from '../assets/news-infrastructure.svg';
import { illustrationSource } from './illustration';

describe('illustrationSource', () => {
  it('gives an illustration of the area as its data: address, and any other picture as its address', () => {
    expect(illustrationSource(newsInfrastructure)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(illustrationSource('https://cdn.springfield.gov/other.png')).toBe(
      'https://cdn.springfield.gov/other.png',
    );
  });

  it('knows every illustration of the area’s folder, so a new one is written into its page too', () => {
    // The tests' stubs give every picture one address: the module's own imports are what can be checked.
    const source = fs.readFileSync(path.join(__dirname, 'illustration.ts'), 'utf8');
    const inlined = [...source.matchAll(/from '\.\.\/assets\/([^']+\.svg)\?inline'/g)].map(
      ([, file]) => file,
    );
    const published = [...source.matchAll(/from '\.\.\/assets\/([^']+\.svg)'/g)].map(([, file]) => file);
    const folder = fs
      .readdirSync(path.join(__dirname, '..', 'assets'))
      .filter((file) => file.endsWith('.svg'));
    expect(inlined.sort()).toEqual(folder.sort());
    expect(published.sort()).toEqual(folder.sort());
  });
});
