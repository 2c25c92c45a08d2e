import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './bets-instruction.module.css';

export type InstructionType = 'SMS' | 'BOT';

/** The version asked for by `Type`: BOT (any case) is the messaging bot, anything else SMS. */
export function instructionType(value: string): InstructionType {
  return value.trim().toUpperCase() === 'BOT' ? 'BOT' : 'SMS';
}

/** The two versions as links styled like tabs; the current one is marked for assistive technology. */
export async function InstructionTabs({ current, locId, path }: { current: InstructionType; locId: string; path: string }) {
  const t = await getTranslations('betsInstruction');
  const tabs: { type: InstructionType; label: string }[] = [
    { type: 'SMS', label: t('tabSms') },
    { type: 'BOT', label: t('tabBot') },
  ];
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.type}>
            <Link
              className={tab.type === current ? `${styles.tab} ${styles.current}` : styles.tab}
              href={`${path}?${new URLSearchParams({ LocId: locId, Type: tab.type })}`}
              aria-current={tab.type === current ? 'page' : undefined}
              scroll={false}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
