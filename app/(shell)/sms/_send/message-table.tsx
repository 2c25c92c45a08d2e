import type { ReactNode } from 'react';
import view from './notice-sender.module.css';

export interface MessageColumn {
  label: string;
  /** Right-aligned, for counts. */
  numeric?: boolean;
}

interface Props {
  /** The id of the heading that names the table's scroll region. */
  labelledBy: string;
  columns: MessageColumn[];
  /** The body rows (`<tr>`s). */
  children: ReactNode;
  caption?: string;
  /** A `<tfoot>`, if any. */
  foot?: ReactNode;
  testId?: string;
}

/**
 * The SMS pages' message tables (Send Result and Send Strike's sent messages, the SMS Report's sums and
 * a day's messages): a table in a scroll region of its own, named by its section's heading, so that a
 * wide table scrolls inside its box at 360 px and never the page.
 */
export function MessageTable({ labelledBy, columns, children, caption, foot, testId }: Props) {
  return (
    <div className={view.scroll} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={view.table} data-testid={testId}>
        {caption ? <caption className={view.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? view.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}
