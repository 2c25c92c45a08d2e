// Shared by the Draw Setting tests: a draw row as draw/week answers it, one week of a resulted, a
// closed and an open draw, the page's props in SG (with a 4D result) and in MG, and the helpers that
// render the page, answer its calls and drive it. The test files mock '@/lib/client/http' (so `call`
// is the mocked requestJson) and next/navigation.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DrawSetting, type DrawSettingProps } from '@/app/(shell)/control/drawSetting/_draws/draw-setting';
import { requestJson } from '@/lib/client/http';
import type { DrawItem } from '@/lib/contract/draws';
import { Providers } from './tickets-fixtures';

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

/** SG, with the 4D result of the resulted draw. */
export const SG_PROPS: DrawSettingProps = {
  locId: 'SG',
  game: '4D',
  starterLabel: 'starter',
  week: WEEK,
  results: {
    11: {
      DrawId: 11,
      LocId: 'SG',
      DrawDate: '2026-11-18',
      Status: 'RESULTED',
      Results: Array.from({ length: 23 }, (_, i) => ({
        Prize: (['FIRST', 'SECOND', 'THIRD'][i] ?? (i < 13 ? 'STARTER' : 'CONSOLATION')) as 'FIRST',
        Position: i < 3 ? 1 : i < 13 ? i - 2 : i - 12,
        Number: String(5000 + i),
      })),
      Dividends: [],
    },
  },
  basePath: '/control/drawSetting',
  today: '2026-11-21',
};

/** MG, without results: the tools' page. */
export const MG_PROPS: DrawSettingProps = { locId: 'MG', game: '4D', starterLabel: 'special', week: WEEK, results: {}, basePath: '/control/drawSetting', today: '2026-11-21' };

export function renderDrawSetting(props: DrawSettingProps, locale: 'en' | 'zh') {
  return render(
    <Providers locale={locale}>
      <DrawSetting {...props} />
    </Providers>,
  );
}

export const call = jest.mocked(requestJson);

/** The next answers of the platform, in order: an Error is thrown, anything else resolved. */
export function answers(...values: unknown[]) {
  for (const value of values) {
    if (value instanceof Error) call.mockRejectedValueOnce(value);
    else call.mockResolvedValueOnce(value);
  }
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const click = (name: string | RegExp, within_: HTMLElement = document.body) => act(async () => fireEvent.click(within(within_).getByRole('button', { name })));
/** Lets the status poll's timer fire and its answer land. */
export const tick = (ms = 500) => act(async () => void jest.advanceTimersByTime(ms));

/** A job status of the result entry (job 7, draw 12). */
export const status = (Status: string, Progress: number, extra: Record<string, unknown> = {}) => ({
  JobId: 7,
  DrawId: 12,
  Status,
  Progress,
  StartedDate: '2026-11-21T10:06:00.000Z',
  FinishedDate: null,
  ...extra,
});
