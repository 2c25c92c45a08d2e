import 'server-only';
import type { getTranslations } from 'next-intl/server';
import type { ReportColumn } from '@/app/_components/report-table/report-table';
import { FOUR_D_FIELDS, TOTO_FIELDS } from './rows';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** 4D: the number, then Big, Small and Amount for In, Intake and Out, then MaxPayout. */
export function fourDColumns(t: Translate): ReportColumn[] {
  return [
    { key: 'Number', label: t('columns.Number'), kind: 'text' },
    ...FOUR_D_FIELDS.map((key): ReportColumn => ({ key, label: t(`columns.${key}`), kind: 'money' })),
  ];
}

/** Toto: the type and combination, then the units In, Intake and Out, then MaxPayout. */
export function totoColumns(t: Translate): ReportColumn[] {
  return [
    { key: 'TypeLabel', label: t('columns.Type'), kind: 'text' },
    { key: 'TT', label: t('columns.TT'), kind: 'text' },
    ...TOTO_FIELDS.map((key): ReportColumn => ({ key, label: t(`columns.${key}`), kind: 'money' })),
  ];
}
