/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.cjs';
import validCss from './valid-css-loader.cjs';

describe('valid-css-loader', () => {
  it("drops slick-carousel's `cursor: hand` and leaves the rest of its stylesheet as it is", () => {
    const slick = fs.readFileSync(
      path.join(root, 'node_modules', 'slick-carousel', 'slick', 'slick.css'),
      'utf8',
    );
    const bundled = validCss(slick);
    expect(slick).toContain('cursor: hand;');
    expect(bundled).not.toMatch(/cursor:\s*hand/);
    expect(bundled).toContain('cursor: pointer;');
    expect(bundled.split('\n')).toHaveLength(slick.split('\n').length);
  });
});
