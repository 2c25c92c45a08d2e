// Members of the journeys, made by the `members` setup project at the start of every run: one per
// journey that spends credit, so that no journey sees another's tickets move its CreditLeft and none
// has to wait for another. They sit under agent2, like member1, so agent2 and agent1 reach them.
import { changePasswordElsewhere, platformAs } from './platform-api';

export const JOURNEY_MEMBERS = {
  /** Places from the grid and from bet text, and reads its CreditLeft after each (bets.spec.ts). */
  grid: 'e2e_grid',
  /** agent2 places a ticket for it (bets.spec.ts). */
  placedFor: 'e2e_placed_for',
  /** Places on the 20-row form on a phone (bets-journeys.spec.ts). */
  phone: 'e2e_phone',
  /** Places a Toto entry in TT, the one with TT credit (bets-journeys.spec.ts). */
  toto: 'e2e_toto',
  /** agent1 uploads a file of bets for it (bet-upload.spec.ts). */
  upload: 'e2e_upload',
  /** Adds and deletes a fixed bet (fixed-bets.spec.ts). */
  fixed: 'e2e_fixed',
  /** Bets on a number whose In, Intake and Out agent2 then reads (out-bets.spec.ts). */
  out: 'e2e_out',
  /** Bets on a number of a draw of its own over agent1's eat limit; the draw is resulted (outset-strike.spec.ts). */
  outStrike: 'e2e_out_strike',
  /** Combines two of its tickets; agent2 transfers a line of it to movesTo (control-extras.spec.ts). */
  moves: 'e2e_moves',
  /** Receives the line agent2 transfers (control-extras.spec.ts). */
  movesTo: 'e2e_moves_to',
  /** Subscribes to SG's result notices, sent while the gateway is down and then back (sms-bets.spec.ts). */
  notice: 'e2e_notice',
} as const;

/** Changes its own password and back, which ends its every session: it signs in by itself, unsaved. */
export const PASSWORD_MEMBER = 'e2e_password';

export const JOURNEY_MEMBER_PASSWORD = 'Member1234';
/** What agent2 gives a new member; the platform demands a change at the first sign-in. */
const GIVEN_PASSWORD = 'Given1234';

const SG_CREDIT = '1000.00';
const TT_CREDIT = '500.00';

/**
 * Creates every journey member under agent2, with credit in SG (and TT for the Toto journey), and takes
 * each past the password change the platform demands of a new user. The platform is new on every
 * run, so each starts with the same credit; a member already there (a retried setup) is left as it is.
 */
export async function createJourneyMembers(): Promise<void> {
  const created: string[] = [];
  const agent2 = await platformAs('agent2', 'Agent1234');
  try {
    const existing = new Set((await agent2.get<{ UserId: string }[]>('players/directDownLine')).map((row) => row.UserId));
    for (const userId of [...Object.values(JOURNEY_MEMBERS), PASSWORD_MEMBER]) {
      if (existing.has(userId)) continue;
      await agent2.post('players', { UserId: userId, UserName: `Journey ${userId}`, Password: GIVEN_PASSWORD, Credit: SG_CREDIT, EnablePlaceBet: true });
      if (userId === JOURNEY_MEMBERS.toto) await agent2.put('players/update', { UserId: userId, Credit: TT_CREDIT }, 'TT');
      created.push(userId);
    }
  } finally {
    await agent2.dispose();
  }
  await Promise.all(created.map((userId) => changePasswordElsewhere(userId, GIVEN_PASSWORD, JOURNEY_MEMBER_PASSWORD)));
}
