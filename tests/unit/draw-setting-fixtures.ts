// Shared data of the Draw Setting tests (draw-setting.test.tsx, draw-setting-tools.test.tsx): a draw
// row as draw/week answers it, and one week of a resulted, a closed and an open draw.
import type { DrawItem } from '@/lib/contract/draws';

export const draw = (DrawId: number, DrawDate: string, Status: DrawItem['Status'], extra: Partial<DrawItem> = {}): DrawItem => ({
  DrawId,
  DrawDate,
  CloseDate: `${DrawDate}T10:00:00.000Z`,
  DrawTime: `${DrawDate}T10:30:00.000Z`,
  Special: false,
  Status,
  ResultDate: Status === 'RESULTED' ? `${DrawDate}T11:00:00.000Z` : null,
  SettledDate: Status === 'RESULTED' ? `${DrawDate}T11:00:05.000Z` : null,
  HasResult: Status === 'RESULTED',
  Settled: Status === 'RESULTED',
  HasBets: true,
  ...extra,
});

export const WEEK = {
  WeekStart: '2026-11-16',
  WeekEnd: '2026-11-22',
  Items: [draw(11, '2026-11-18', 'RESULTED'), draw(12, '2026-11-21', 'CLOSED'), draw(13, '2026-11-22', 'OPEN', { HasBets: false })],
};
