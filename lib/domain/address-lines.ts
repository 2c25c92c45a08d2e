// The address list as the page edits it: one entry per line. Pure, for the page and its tests.
import { isAddressEntry } from './address-entry';

/** At most this many entries in one site's list. */
export const MAX_ADDRESS_ENTRIES = 200;

export interface AddressLines {
  /** The non-blank lines, trimmed, in order. */
  entries: string[];
  /** The 1-based numbers of the lines that are neither an address nor a CIDR range. */
  badLines: number[];
  /** More entries than a list may hold. */
  tooMany: boolean;
}

/** Splits the typed text into entries (blank lines skipped) and names the lines that do not parse. */
export function addressLines(text: string): AddressLines {
  const entries: string[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const entry = line.trim();
    if (!entry) return;
    entries.push(entry);
    if (!isAddressEntry(entry)) badLines.push(index + 1);
  });
  return { entries, badLines, tooMany: entries.length > MAX_ADDRESS_ENTRIES };
}
