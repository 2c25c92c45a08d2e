// The share-claim writes, through the BFF's forwarder (it adds the bearer, the location's prefix and
// LocId). What each answers is typed from lib/contract/share-claims.ts (types only: the browser bundle
// stays free of the schema library).
import type { claimBackResultSchema, shareClaimGenerationSchema } from '@/lib/contract/share-claims';
import type { z } from '@/lib/contract/zod';

export const GENERATE_URL = '/api/v1/generateShareClaimReport';
export const CLAIM_URL = '/api/v1/shareClaim';
export const UPDATE_CLAIM_URL = '/api/v1/updateReportShare';
export const CLAIM_BACK_URL = '/api/v1/shareClaimBack';
export const IMPORT_URL = '/api/v1/shareClaimBackImport';

export const claimUrl = (claimId: number | string) => `${CLAIM_URL}/${encodeURIComponent(String(claimId))}`;
export const claimBackUrl = (claimBackId: number | string) => `${CLAIM_BACK_URL}/${encodeURIComponent(String(claimBackId))}`;

/** PUT generateShareClaimReport */
export type Generation = z.infer<typeof shareClaimGenerationSchema>;
/** POST shareClaimBack, DELETE shareClaimBack/{id}, PUT shareClaimBackImport: the claim-backs and their claims after them. */
export type ClaimBackResult = z.infer<typeof claimBackResultSchema>;
