import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { DrawDatePicker, useDrawDates, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
const request = jest.mocked(requestJson);

const DRAWS: DrawOption[] = [
  { DrawId: 12, DrawDate: '2025-03-08' },
  { DrawId: 11, DrawDate: '2025-03-05' },
  { DrawId: 9, DrawDate: '2024-12-31' },
];

function Picker({ draws = DRAWS, loading = false, locale = 'en', onPick = () => undefined, label }: {
  draws?: DrawOption[];
  loading?: boolean;
  locale?: 'en' | 'zh';
  onPick?: (id: number | null, draw: DrawOption | null) => void;
  label?: string;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      <DrawDatePicker
        draws={loading ? undefined : draws}
        value={value}
        label={label}
        onChange={(id, draw) => {
          setValue(id);
          onPick(id, draw);
        }}
      />
    </NextIntlClientProvider>
  );
}

const select = () => screen.getByRole('combobox');
const optionTexts = () => within(select()).getAllByRole('option').map((option) => option.textContent);

beforeEach(() => request.mockReset());

describe('DrawDatePicker', () => {
  it("offers the draws as MM/DD/YYYY in the order given, after '-- Select --'", () => {
    render(<Picker />);
    expect(screen.getByLabelText('Draw Date')).toBe(select());
    expect(optionTexts()).toEqual(['-- Select --', '03/08/2025', '03/05/2025', '12/31/2024']);
    expect(select()).toHaveValue('');
  });

  it('gives the chosen DrawId and draw, and null for the placeholder', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} />);
    fireEvent.change(select(), { target: { value: '11' } });
    expect(onPick).toHaveBeenLastCalledWith(11, DRAWS[1]);
    expect(select()).toHaveValue('11');
    fireEvent.change(select(), { target: { value: '' } });
    expect(onPick).toHaveBeenLastCalledWith(null, null);
  });

  it("is disabled and says 'Loading...' while the draws load", () => {
    render(<Picker loading />);
    expect(select()).toBeDisabled();
    expect(select()).toHaveAttribute('aria-busy', 'true');
    expect(optionTexts()).toEqual(['Loading...']);
  });

  it('takes its own label and speaks Chinese', () => {
    const { unmount } = render(<Picker label="Draw" />);
    expect(screen.getByLabelText('Draw')).toBe(select());
    unmount();
    render(<Picker locale="zh" />);
    expect(screen.getByLabelText('开奖日期')).toBe(select());
    expect(optionTexts()[0]).toBe('-- 请选择 --');
  });
});

describe('useDrawDates', () => {
  function Loaded() {
    const { draws } = useDrawDates();
    return (
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
        <DrawDatePicker draws={draws} value={null} onChange={() => undefined} />
      </NextIntlClientProvider>
    );
  }
  const renderLoaded = () =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Loaded />
      </SWRConfig>,
    );

  it('loads draw/dateAll into the picker', async () => {
    request.mockResolvedValue([
      { DrawId: 3, DrawDate: '2025-01-04', CloseDate: '2025-01-04T10:00:00.000Z', DrawTime: '2025-01-04T11:00:00.000Z', Special: false, Status: 'OPEN' },
    ]);
    renderLoaded();
    expect(optionTexts()).toEqual(['Loading...']);
    expect(await screen.findByRole('option', { name: '01/04/2025' })).toBeInTheDocument();
    expect(select()).toBeEnabled();
    expect(request).toHaveBeenCalledWith('/api/v1/draw/dateAll');
  });

  it('leaves only the placeholder after a failure', async () => {
    request.mockRejectedValue(new ApiError(0, { message: '' }));
    renderLoaded();
    expect(await screen.findByRole('option', { name: '-- Select --' })).toBeInTheDocument();
    expect(optionTexts()).toEqual(['-- Select --']);
  });
});
