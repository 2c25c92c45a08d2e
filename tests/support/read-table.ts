// Reading a rendered table the way a user reads it: its column headers, its rows below the header,
// and the text of a row's cells.
import { within } from '@testing-library/react';

export const columnHeaders = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

/** The rows under the header row, without the totals (the table's footer). */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.closest('tfoot'));

export const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
