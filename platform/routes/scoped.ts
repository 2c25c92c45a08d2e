// Everything under /api/v1/4d/ and /api/v1/tt/: signed in, password current, a call of the access
// table that admits the caller (middleware/access.ts), and a LocId of the prefix's game that the user
// may use. The same resources answer under both prefixes.
import { Hono } from 'hono';
import type { Game } from '@/lib/contract/common';
import type { ScopedEnv } from '../http/env';
import { requireAccess } from '../middleware/access';
import { requireLocation } from '../middleware/location';
import { requirePasswordCurrent, requireSession, requireTwoFactorDone } from '../middleware/session';
import { addressListRoutes } from './address-lists';
import { agentRoutes } from './agents';
import { announcementRoutes } from './announcements';
import { auditRoutes } from './audits';
import { paymentRoutes } from './payments';
import { permissionRoutes } from './permissions';
import { playerRoutes } from './players';
import { reportStrikeRoutes } from './report-strikes';
import { reportRoutes } from './reports';
import { resultRoutes } from './results';
import { betExportRoutes } from './bet-exports';
import { betQueryRoutes } from './bet-queries';
import { betRoutes } from './bets';
import { betSpecialRoutes } from './bet-special';
import { contentRoutes } from './content';
import { distributorRoutes } from './distributors';
import { drawRoutes } from './draws';
import { fileRoutes } from './files';
import { fixedBetRoutes } from './fixed-bets';
import { limitRoutes } from './limits';
import { riskRoutes } from './risk';
import { fixedProcessRoutes } from './fixed-process';
import { locationRoutes } from './locations';
import { lookupRoutes } from './lookups';
import { memberRoutes } from './members';
import { messagingRoutes } from './messaging';
import { mobileRoutes } from './mobile';
import { outBetRoutes } from './out-bets';
import { outsetRoutes } from './outset';
import { profileRoutes } from './profile';
import { settingsRoutes } from './settings';
import { signInLogRoutes } from './sign-in-log';
import { sessionRoutes } from './sessions';
import { shareClaimRoutes } from './share-claims';
import { smsRoutes } from './sms';
import { subShareRoutes } from './sub-shares';
import { twoFactorRoutes } from './two-factor';
import { utilityRoutes } from './utilities';

export function scopedRoutes(game: Game) {
  return new Hono<ScopedEnv>()
    .use('*', requireSession, requirePasswordCurrent(), requireTwoFactorDone, requireAccess, requireLocation(game))
    .route('/', profileRoutes)
    .route('/', locationRoutes)
    .route('/', settingsRoutes)
    .route('/', drawRoutes)
    .route('/', contentRoutes)
    .route('/', announcementRoutes)
    .route('/', memberRoutes)
    .route('/', mobileRoutes)
    .route('/', messagingRoutes)
    .route('/', betRoutes)
    .route('/', betSpecialRoutes)
    .route('/', betQueryRoutes)
    .route('/', fileRoutes)
    .route('/', betExportRoutes)
    .route('/', fixedBetRoutes)
    .route('/', limitRoutes)
    .route('/', riskRoutes)
    .route('/', fixedProcessRoutes)
    .route('/', outBetRoutes)
    .route('/', outsetRoutes)
    .route('/', distributorRoutes)
    .route('/', resultRoutes)
    .route('/', reportRoutes)
    .route('/', reportStrikeRoutes)
    .route('/', agentRoutes)
    .route('/', playerRoutes)
    .route('/', paymentRoutes)
    .route('/', permissionRoutes)
    .route('/', auditRoutes)
    .route('/', signInLogRoutes)
    .route('/', sessionRoutes)
    .route('/', addressListRoutes)
    .route('/', twoFactorRoutes)
    .route('/', shareClaimRoutes)
    .route('/', lookupRoutes)
    .route('/', subShareRoutes)
    .route('/', utilityRoutes)
    .route('/', smsRoutes);
}
