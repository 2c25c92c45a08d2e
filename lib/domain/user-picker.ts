// The user picker of docs/product.md#shared-widgets: option labels, the sort order, the special user 0 entry, the
// search, and the texts and sizes it shows. Texts are translation keys of the "userPicker" namespace.

/** A user as the user-id calls answer it; some answer UserName, others Username. */
export interface PickerUser {
  UserId: string;
  UserName?: string | null;
  Username?: string | null;
  Role?: string | null;
}

export interface UserOption {
  UserId: string;
  label: string;
}

/** The special entry: user id 0 stands for no particular user (all of them). */
export const USER_ZERO_ID = '0';
/** The id that sorts first. */
export const ADMIN_USER_ID = 'ADMIN';
export const LABEL_SEPARATOR = ' - ';

export const USER_PICKER_KEYS = {
  placeholder: 'placeholder',
  placeholderMobile: 'placeholderMobile',
  empty: 'empty',
  loading: 'loading',
  userZero: 'userZero',
} as const;

/** docs/product.md#constants-and-limits: option height 26 px, 24 px on small devices (360 px wide or less); dropdowns 650 px at most. */
export const OPTION_HEIGHT_PX = 26;
export const SMALL_OPTION_HEIGHT_PX = 24;
export const SMALL_DEVICE_MAX_WIDTH_PX = 360;
export const DROPDOWN_MAX_HEIGHT_PX = 650;

/** The name of a user: UserName, falling back to Username; blank names count as missing. */
export function userName(user: PickerUser): string {
  return user.UserName?.trim() || user.Username?.trim() || '';
}

/** "UserId - Name", or the id alone when the user has no name. */
export function userLabel(user: PickerUser): string {
  const name = userName(user);
  return name ? `${user.UserId}${LABEL_SEPARATOR}${name}` : user.UserId;
}

/** ADMIN first (by role or id), then non-zero ids, then the zero id; ties by label. */
function group(option: UserOption & { admin: boolean }): number {
  if (option.admin) return 0;
  return option.UserId === USER_ZERO_ID ? 2 : 1;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareUserOptions(a: UserOption & { admin: boolean }, b: UserOption & { admin: boolean }): number {
  return group(a) - group(b) || collator.compare(a.label, b.label) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
}

function isAdmin(user: PickerUser): boolean {
  return user.Role === 'ADMIN' || user.UserId.toUpperCase() === ADMIN_USER_ID;
}

/**
 * The picker's options, sorted, without duplicate ids (the first wins). With `zeroLabel`, the special
 * user 0 entry is added (unless the list has one already) with that translated label.
 */
export function userOptions(users: readonly PickerUser[], zeroLabel?: string): UserOption[] {
  const seen = new Set<string>();
  const options: (UserOption & { admin: boolean })[] = [];
  for (const user of users) {
    if (seen.has(user.UserId)) continue;
    seen.add(user.UserId);
    options.push({ UserId: user.UserId, label: userLabel(user), admin: isAdmin(user) });
  }
  if (zeroLabel !== undefined && !seen.has(USER_ZERO_ID)) {
    options.push({ UserId: USER_ZERO_ID, label: `${USER_ZERO_ID}${LABEL_SEPARATOR}${zeroLabel}`, admin: false });
  }
  return options.sort(compareUserOptions).map(({ UserId, label }) => ({ UserId, label }));
}

/** The options whose id or name contains the typed text, case-insensitively ('UserId / Name'). */
export function filterUserOptions(options: readonly UserOption[], term: string): UserOption[] {
  const needle = term.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : [...options];
}

/** The translation key of the placeholder: 'UserId / Name', or 'Id / Name' on mobile. */
export function placeholderKey(mobile: boolean): string {
  return mobile ? USER_PICKER_KEYS.placeholderMobile : USER_PICKER_KEYS.placeholder;
}

/** The translation key of the list's status text, or null when options are shown. */
export function statusKey(loading: boolean, optionCount: number): string | null {
  if (loading) return USER_PICKER_KEYS.loading;
  return optionCount === 0 ? USER_PICKER_KEYS.empty : null;
}

export function isSmallDevice(widthPx: number): boolean {
  return widthPx <= SMALL_DEVICE_MAX_WIDTH_PX;
}

export function optionHeightPx(widthPx: number): number {
  return isSmallDevice(widthPx) ? SMALL_OPTION_HEIGHT_PX : OPTION_HEIGHT_PX;
}
