import type { ReactNode } from 'react';

export interface StaffTableProps {
  /** The caption's id: the scrolling region is named by it. */
  id: string;
  caption: ReactNode;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A staff page's table (issue 44): captioned, in a region that scrolls it sideways on a narrow screen and takes the
 * keyboard's focus to do so. Its look is the staff frame's (`.sf-staff__table`, the shell's staff style).
 */
export function StaffTable({ id, caption, children }: StaffTableProps) {
  return (
    // A table wider than a phone scrolls: its region takes the keyboard's focus to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="sf-staff__table" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
