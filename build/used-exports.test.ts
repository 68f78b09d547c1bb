import { namedImportsIn, usedExportsOf } from './used-exports.cjs';

describe('namedImportsIn', () => {
  it('reads named value imports, across lines, without types or aliases', () => {
    const text = `
      import { Button, type ButtonProps } from 'antd';
      import {
        Modal,
        Tabs as AntTabs,
      } from "antd";
      import type { ThemeConfig } from 'antd';
      import { Link } from 'react-router-dom';
    `;
    expect(namedImportsIn(text, 'antd')).toEqual(['Button', 'Modal', 'Tabs']);
  });

  it('refuses a namespace or default import of the library', () => {
    expect(() => namedImportsIn(`import * as antd from 'antd';`, 'antd')).toThrow(/import its parts by name/);
    expect(() => namedImportsIn(`import antd from 'antd';`, 'antd')).toThrow(/import its parts by name/);
  });
});

describe('usedExportsOf', () => {
  it('finds the theme provider of shared among the site’s antd imports', () => {
    expect(usedExportsOf('antd')).toContain('ConfigProvider');
  });
});
