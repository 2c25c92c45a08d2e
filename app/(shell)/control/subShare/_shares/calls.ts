// The writes of /control/subShare and /control/shareClaimSetting, through the BFF's forwarder (it adds
// the bearer, the location's prefix and LocId).
export const SUB_SHARE_URL = '/api/v1/subShare';
export const GROUP_EXPENSE_URL = '/api/v1/groupExpense';
export const CLAIM_SETTING_URL = '/api/v1/shareClaimSetting';

export const subShareUrl = (id: number | string) => `${SUB_SHARE_URL}/${encodeURIComponent(String(id))}`;
export const groupExpenseUrl = (id: number | string) => `${GROUP_EXPENSE_URL}/${encodeURIComponent(String(id))}`;
