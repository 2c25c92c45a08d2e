// Announcement rules shared by the platform and the app (docs/decisions/administration.md,
// "Announcements"): the house palette of colours, the time window that makes an announcement current,
// and the operator-time text of the start/end inputs. Pure: the clock is an input.
import { formatOperatorTime, operatorInstant } from './operator-time';

/**
 * The house palette: a few named colours, each dark enough for white text on it (WCAG AA, 4.5:1 and
 * more). The platform stores the hex value; the page offers the names. The first is the default.
 */
export const ANNOUNCEMENT_PALETTE = [
  { name: 'blue', hex: '#0b5394' },
  { name: 'red', hex: '#cc0000' },
  { name: 'green', hex: '#38761d' },
  { name: 'orange', hex: '#a34d00' },
  { name: 'purple', hex: '#674ea7' },
  { name: 'grey', hex: '#434343' },
] as const;
export type PaletteName = (typeof ANNOUNCEMENT_PALETTE)[number]['name'];
export const PALETTE_HEXES = ANNOUNCEMENT_PALETTE.map((colour) => colour.hex) as [string, ...string[]];
export const DEFAULT_COLOUR = ANNOUNCEMENT_PALETTE[0].hex;

/** The palette name of a stored colour, or undefined for a colour from outside the palette. */
export function paletteNameOf(colour: string): PaletteName | undefined {
  const wanted = colour.trim().toLowerCase();
  return ANNOUNCEMENT_PALETTE.find((item) => item.hex === wanted)?.name;
}

export interface AnnouncementWindow {
  /** When it starts showing; null = at once. */
  start: Date | null;
  /** When it stops showing (exclusive); null = never. */
  end: Date | null;
}

/** Current at `now`: started (start <= now) and not ended (now < end). */
export function isCurrentAnnouncement(window: AnnouncementWindow, now: Date): boolean {
  const at = now.getTime();
  return (window.start === null || window.start.getTime() <= at) && (window.end === null || at < window.end.getTime());
}

/** Where an announcement stands at `now`, for the admin list. */
export type AnnouncementState = 'scheduled' | 'current' | 'ended';
export function announcementState(window: AnnouncementWindow, now: Date): AnnouncementState {
  if (window.start !== null && now.getTime() < window.start.getTime()) return 'scheduled';
  return isCurrentAnnouncement(window, now) ? 'current' : 'ended';
}

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * The instant (ISO, UTC) of a date-time input's value 'yyyy-MM-ddTHH:mm' read as operator time
 * (operator-time.ts); null for an empty value; RangeError for anything else.
 */
export function instantOfOperatorInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_INPUT.exec(text);
  if (!match) throw new RangeError(`Not a date and time: ${value}`);
  return operatorInstant(match[1]!, match[2]!).toISOString();
}

/** A date-time input's value 'yyyy-MM-ddTHH:mm' in operator time for an instant; '' for none. */
export function operatorInputOf(instant: string | null | undefined): string {
  return instant ? formatOperatorTime(instant, "yyyy-MM-dd'T'HH:mm") : '';
}
