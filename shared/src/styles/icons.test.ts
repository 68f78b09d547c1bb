import fs from 'node:fs';
import path from 'node:path';
import { iconStyles } from '@ant-design/icons/lib/renderUtils';

// The icons' stylesheet is the library's own (which the build stops it from injecting): the same rules, so an
// upgrade that changes them fails here.
const withoutComments = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

it('holds the rules of the installed @ant-design/icons', () => {
  const ours = fs.readFileSync(path.join(__dirname, 'icons.css'), 'utf8');
  expect(withoutComments(ours)).toBe(withoutComments(iconStyles));
});
