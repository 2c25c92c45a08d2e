// The Fixed Setting form: checks the lead hours and the days before sending, sends the setting as the
// platform reads it (empty lead: null), shows the platform's refusal under its field, and keeps what
// was typed when a save is refused.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SettingForm } from '@/app/(shell)/control/fixedSetting/_setting/setting-form';
import { requestJson } from '@/lib/client/http';
import type { FixedSetting } from '@/lib/contract/fixed-process';
import { ApiError } from '@/lib/http/api-error';
import { Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const call = jest.mocked(requestJson);
const SETTING: FixedSetting = { LocId: 'SG', Auto: true, LeadHours: null, Days: [0, 3, 6], DrawDays: [0, 3, 6], UpdatedDate: null, UpdatedBy: null };

beforeEach(() => jest.clearAllMocks());

function form() {
  return render(
    <Providers>
      <SettingForm setting={SETTING} />
    </Providers>,
  );
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const lead = () => screen.getByLabelText("Start hours before the draw's close");

test('checks the lead and the days first, keeping what was typed', async () => {
  form();
  fireEvent.change(lead(), { target: { value: '200' } });
  for (const day of ['Sun', 'Wed', 'Sat']) fireEvent.click(screen.getByRole('checkbox', { name: day }));
  await save();
  expect(call).not.toHaveBeenCalled();
  expect(screen.getByText('Enter a whole number of hours from 0 to 168, or leave it empty.')).toBeInTheDocument();
  expect(screen.getByText('Pick at least one draw day.')).toBeInTheDocument();
  expect(lead()).toHaveValue('200');
  expect(lead()).toHaveAttribute('aria-invalid', 'true');
});

test('saves the setting: Auto off, the lead as a number, the days in order', async () => {
  call.mockResolvedValueOnce({ ...SETTING, Auto: false, LeadHours: 6, Days: [3, 6] });
  form();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Place fixed bets automatically on each new draw' }));
  fireEvent.change(lead(), { target: { value: '6' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
  await save();
  expect(call).toHaveBeenCalledWith('/api/v1/updateFixedSetting', { method: 'PUT', json: { Auto: false, LeadHours: 6, Days: [3, 6] } });
  expect(screen.getByRole('status')).toHaveTextContent('The Fixed Setting is saved.');
});

test("an empty lead is sent as null; the platform's refusal shows under its field", async () => {
  call.mockRejectedValueOnce(new ApiError(400, { message: 'SG does not draw on weekday 1.', field: 'Days' }));
  form();
  await save();
  expect(call).toHaveBeenCalledWith('/api/v1/updateFixedSetting', { method: 'PUT', json: { Auto: true, LeadHours: null, Days: [0, 3, 6] } });
  expect(screen.getByText('SG does not draw on weekday 1.')).toBeInTheDocument();
});
