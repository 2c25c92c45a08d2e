// Shared by the /admin/agents and /admin/players tests: a row of the downline lists as the platform
// answers it (each test names the user and its figures), and the form helpers both use.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DownlineUser } from '@/lib/contract/agents';

type Named = Pick<DownlineUser, 'UserId' | 'UserName' | 'Role' | 'ParentId' | 'Rank'>;

/** A downline row in SG that may place bets and holds no other right; `user` names it and sets its figures. */
export function downlineUser(user: Named & Partial<DownlineUser>): DownlineUser {
  return {
    LocId: 'SG', Credit: '0.00', AccBal: '0.00', CreditLeft: '0.00', DownlineCredit: '0.00', Downlines: 0, Share: 0, Commission: 0, Tax: 0,
    EnableCreateAgent: false, EnableCreateDownline: false, EnablePlaceBet: true, EnableUpload: false, disablePlaceBetAndFixedBet: false,
    GroupReportDisabled: false, GroupReportBreakdownDisabled: false, dEnableViewShareClaim: 0, tOutSetting1Enabled: false, updatePassword: false,
    CreatedDate: '2026-11-21T02:00:00.000Z',
    ...user,
  };
}

/** Clicks the button `name` (within `scope`) and lets what it starts settle. */
export const press = (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

/** Types `value` into the field labelled exactly `label`. */
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
