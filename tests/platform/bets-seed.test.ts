// The demo bets of docs/demo.md: member1, member2 and member3 bet on past draws of every location, through
// the placement path (before each close, by the member or its agent, by form and by bet text); some of
// them strike; open draws carry none, so CreditLeft is the credit less any settled loss not yet paid.
import { scoped, useActorTokens } from './support/actors';
import { cents, drawsOf, type DrawItem } from './support/bets';
import { LOCATIONS } from './support/demo';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

const RANGE = 'DrawFrom=2025-02-01&DrawTo=2025-05-10';
const MEMBERS = ['member1', 'member2', 'member3'];

interface Line {
  DrawId: number;
  UserId: string;
  Kind: string;
  Number?: string;
  Numbers?: string[];
  CreatedDate: string;
  CreatedBy: string;
  Source: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const lines = new Map<string, Line[]>();
  const draws = new Map<string, DrawItem[]>();

  beforeAll(async () => {
    for (const { LocId } of LOCATIONS) {
      const answer = await platform.get<{ Items: Line[] }>(scoped('bet/view2ByDateFull', LocId, RANGE), tokens.admin);
      lines.set(LocId, answer.body.Items);
      draws.set(LocId, await drawsOf(platform, tokens.admin, LocId));
    }
  });

  test.each(LOCATIONS.map((loc) => loc.LocId))('%s: member1, member2 and member3 bet on past draws only, before each close', (locId) => {
    const items = lines.get(locId) ?? [];
    const byId = new Map((draws.get(locId) ?? []).map((draw) => [draw.DrawId, draw]));
    expect(MEMBERS.map((userId) => items.filter((line) => line.UserId === userId).length > 5)).toEqual([true, true, true]);
    expect(items.every((line) => byId.get(line.DrawId)?.Status === 'RESULTED')).toBe(true);
    for (const line of items) expect(line.CreatedDate < (byId.get(line.DrawId)?.CloseDate ?? '')).toBe(true);
    const placers: Record<string, string[]> = { member1: ['member1', 'agent2'], member2: ['member2'], member3: ['member3', 'agent2'] };
    expect(items.every((line) => placers[line.UserId]?.includes(line.CreatedBy))).toBe(true);
  });

  test('4D bets come from the form and from bet text; TT from the form', () => {
    for (const locId of ['SG', 'MG']) expect(new Set(lines.get(locId)?.map((line) => line.Source))).toEqual(new Set(['WEB', 'TEXT']));
    expect(new Set(lines.get('TT')?.map((line) => line.Source))).toEqual(new Set(['WEB']));
    expect(new Set(lines.get('SG')?.map((line) => line.Kind))).toEqual(new Set(['ORDINARY', 'ROLL', 'IBET', 'KBET']));
  });

  test('a few bets strike: a winning number of their draw', async () => {
    for (const locId of ['SG', 'MG', 'TT']) {
      let strikes = 0;
      const items = lines.get(locId) ?? [];
      for (const drawId of new Set(items.map((line) => line.DrawId))) {
        const result = await platform.get<{ Results: { Prize: string; Number: string }[] }>(scoped('draw/result', locId, `DrawId=${drawId}`), tokens.admin);
        const numbers = result.body.Results.filter((row) => row.Prize !== 'ADDITIONAL').map((row) => row.Number);
        for (const line of items.filter((item) => item.DrawId === drawId)) {
          if (line.Kind === 'ORDINARY' && numbers.includes(line.Number ?? '')) strikes += 1;
          if (line.Kind === 'TT' && (line.Numbers ?? []).filter((number) => numbers.includes(number)).length >= 3) strikes += 1;
        }
      }
      expect([locId, strikes >= 3]).toEqual([locId, true]);
    }
  });

  test('no demo bet holds credit now: every member\'s CreditLeft is its credit less an unpaid settled loss', async () => {
    for (const { LocId } of LOCATIONS) {
      for (const userId of MEMBERS) {
        const profile = await platform.get<{ Credit: string; AccBal: string; CreditLeft: string }>(scoped('dMemberProfile', LocId, `UserId=${userId}`), tokens.admin);
        const loss = Math.max(0, -cents(profile.body.AccBal));
        expect([LocId, userId, cents(profile.body.CreditLeft)]).toEqual([LocId, userId, cents(profile.body.Credit) - loss]);
      }
    }
  });
});
