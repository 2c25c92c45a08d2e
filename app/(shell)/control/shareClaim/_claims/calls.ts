// The share-claim writes, through the BFF's forwarder (it adds the bearer, the location's prefix and
// LocId). What each answers is lib/contract/share-claims.ts; the pages read only the fields below.

export const GENERATE_URL = '/api/v1/generateShareClaimReport';
export const CLAIM_URL = '/api/v1/shareClaim';
export const UPDATE_CLAIM_URL = '/api/v1/updateReportShare';
export const CLAIM_BACK_URL = '/api/v1/shareClaimBack';
export const IMPORT_URL = '/api/v1/shareClaimBackImport';

export const claimUrl = (claimId: number | string) => `${CLAIM_URL}/${encodeURIComponent(String(claimId))}`;
export const claimBackUrl = (claimBackId: number | string) => `${CLAIM_BACK_URL}/${encodeURIComponent(String(claimBackId))}`;

/** A claim as the writes answer it (the fields the pages say). */
export interface AnsweredClaim {
  ClaimId: number;
  UserId: string;
  DrawDate: string;
  Amount: string;
  Collected: string;
  Outstanding: string;
}

export interface AnsweredClaimBack {
  ClaimBackId: number;
  ClaimId: number;
  UserId: string;
  Amount: string;
}

/** PUT generateShareClaimReport */
export interface Generation {
  DrawId: number;
  Created: number;
  Updated: number;
  Removed: number;
  Unchanged: number;
}

/** POST shareClaimBack, DELETE shareClaimBack/{id}, PUT shareClaimBackImport */
export interface ClaimBackResult {
  Items: AnsweredClaimBack[];
  Claims: AnsweredClaim[];
}
