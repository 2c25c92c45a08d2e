// Shared by the UserPicker tests: the users it lists (and their order by the domain rule), the picker
// as a page uses it, and the helpers that read and drive its combobox.
import { fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { UserPicker, type UserPickerProps } from '@/app/_components/widgets/user-picker';
import type { PickerUser } from '@/lib/domain/user-picker';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

export const USERS: PickerUser[] = [
  { UserId: 'm2', UserName: 'Bob' },
  { UserId: '0', UserName: 'Zero' },
  { UserId: 'a10', Username: 'Cat' },
  { UserId: 'a9', UserName: '  ', Username: 'Dan' },
  { UserId: 'boss', UserName: 'Admin', Role: 'ADMIN' },
  { UserId: 'm1', UserName: null },
];
/** lib/domain/user-picker's order: ADMIN first, then ids other than 0, then 0; by label within. */
export const SORTED = ['boss - Admin', 'a9 - Dan', 'a10 - Cat', 'm1', 'm2 - Bob', '0 - Zero'];

type Props = Partial<UserPickerProps> & { initial?: string | null; onPick?: (id: string | null) => void; locale?: 'en' | 'zh'; loading?: boolean };

/** The picker as a page uses it: controlled, with its value in state. */
export function Picker({ initial = null, onPick = () => undefined, locale = 'en', users = USERS, loading = false, ...props }: Props) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      <UserPicker
        users={loading ? undefined : users}
        value={value}
        onChange={(id) => {
          setValue(id);
          onPick(id);
        }}
        {...props}
      />
      <button type="button">elsewhere</button>
    </NextIntlClientProvider>
  );
}

export const input = () => screen.getByRole('combobox');
export const key = (name: string) => fireEvent.keyDown(input(), { key: name });
export const labels = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
export const active = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
