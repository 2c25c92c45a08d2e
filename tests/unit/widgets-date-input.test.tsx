import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { DateInput } from '@/app/_components/widgets/date-input';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

function Field({ today = '2025-03-05', error, locale = 'en', onValue = () => undefined }: {
  today?: string | null;
  error?: string;
  locale?: 'en' | 'zh';
  onValue?: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      <DateInput
        label="Date From"
        value={value}
        today={today ?? undefined}
        error={error}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </NextIntlClientProvider>
  );
}

const input = () => screen.getByLabelText('Date From');
const typeAndLeave = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
};

describe('DateInput', () => {
  it('is a labelled text field hinting MM/DD/YYYY', () => {
    render(<Field />);
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['5', '03/05/2025'],
    ['17', '03/17/2025'],
    ['7/4', '04/07/2025'],
    ['7/4/26', '04/07/2026'],
    [' 29/2/2024 ', '02/29/2024'],
    ['5/3/2025', '03/05/2025'],
    ['13/05/2025', '05/13/2025'],
  ])('turns %p into %p on leaving the field', (typed, shown) => {
    const onValue = jest.fn();
    render(<Field onValue={onValue} />);
    typeAndLeave(typed);
    expect(input()).toHaveValue(shown);
    expect(onValue).toHaveBeenLastCalledWith(shown);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('leaves a full MM/DD/YYYY date as it is, however often the field is left', () => {
    const onValue = jest.fn();
    render(<Field onValue={onValue} />);
    typeAndLeave('7/4');
    fireEvent.blur(input());
    fireEvent.blur(input());
    expect(input()).toHaveValue('04/07/2025');
    typeAndLeave(' 12/31/2024 ');
    expect(input()).toHaveValue('12/31/2024');
    expect(onValue).toHaveBeenLastCalledWith('12/31/2024');
  });

  it('keeps text that is no date, marked invalid with a message, until it changes', () => {
    render(<Field />);
    typeAndLeave('31/2');
    expect(input()).toHaveValue('31/2');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Please enter a valid date (MM/DD/YYYY).');
    fireEvent.change(input(), { target: { value: '3' } });
    expect(input()).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(input());
    expect(input()).toHaveValue('03/03/2025');
  });

  it('accepts an empty field, trimming blanks away', () => {
    const onValue = jest.fn();
    render(<Field onValue={onValue} />);
    typeAndLeave('   ');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input()).toHaveValue('');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the form's error first", () => {
    render(<Field error="Date From must not be after Date To." />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Date From must not be after Date To.');
    typeAndLeave('x');
    expect(screen.queryByText('Please enter a valid date (MM/DD/YYYY).')).toBeNull();
  });

  it('takes the missing month and year from today in GMT+8', () => {
    jest.useFakeTimers({ now: new Date('2025-12-31T17:00:00Z') });
    try {
      render(<Field today={null} />);
      typeAndLeave('5');
      expect(input()).toHaveValue('01/05/2026');
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Chinese', () => {
    render(<Field locale="zh" />);
    typeAndLeave('99');
    expect(input()).toHaveAccessibleDescription('请输入有效日期 (MM/DD/YYYY)。');
  });

  it('is 115 px wide, 105 px under 992 px', () => {
    const css = readFileSync(join(process.cwd(), 'app/_components/widgets/date-input.module.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.input \{ width: 115px;/);
    expect(css).toMatch(/@media \(max-width: 991\.98px\) \{ \.input \{ width: 105px; \} \}/);
  });
});
