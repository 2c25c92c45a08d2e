'use client';

import { useTranslations } from 'next-intl';

export interface MemberSelectProps {
  id: string;
  members: readonly string[];
  value: string;
  onChange: (userId: string) => void;
}

/** "Transfer to": the members the caller may move bets to. */
export function MemberSelect({ id, members, value, onChange }: MemberSelectProps) {
  const t = useTranslations('tickets.moves');
  return (
    <>
      <label htmlFor={id}>{t('toMember')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('chooseOption')}</option>
        {members.map((userId) => (
          <option key={userId} value={userId}>
            {userId}
          </option>
        ))}
      </select>
    </>
  );
}
