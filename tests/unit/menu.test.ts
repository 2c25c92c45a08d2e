import { gameOfLocation, visibleMenu } from '@/lib/domain/menu';
import { EXPECTED_MENUS as EXPECTED } from '../support/menu-expectations';
import { demoInput as input, ids, TIMESTAMP, type DemoUser } from './menu-fixtures';

const CASES = (Object.keys(EXPECTED) as DemoUser[]).flatMap((user) =>
  (['SG', 'TT'] as const).map((locId) => [user, locId] as const),
);

describe('the menu of each demo user', () => {
  it.each(CASES)('%s in %s sees exactly its sections and links', (user, locId) => {
    expect(ids(visibleMenu(input(user, locId)))).toEqual(EXPECTED[user][locId]);
  });

  it.each(CASES)('%s in %s: every link carries LocId, its VW and the time stamp, in its href', (user, locId) => {
    for (const section of visibleMenu(input(user, locId))) {
      expect(section.labelKey).toBe(`sections.${section.id}`);
      for (const link of section.links) {
        expect(link.labelKey).toBe(`links.${link.id}`);
        if (link.kind !== 'route') continue;
        const url = new URL(link.href, 'http://x.invalid');
        expect(url.pathname).toBe(link.path);
        expect(url.searchParams.get('LocId')).toBe(locId);
        expect(url.searchParams.get('rand')).toBe(String(TIMESTAMP));
        expect(url.searchParams.get('VW')).toBe(link.vw);
        expect(Object.fromEntries(url.searchParams)).toEqual(link.query);
      }
    }
  });
});

describe('the game decides the location variant', () => {
  test('TT is the pool-game location; every other location plays 4D', () => {
    expect(gameOfLocation('TT')).toBe('TT');
    for (const locId of ['SG', 'MG', 'IN', 'BJ', 'tt']) expect(gameOfLocation(locId)).toBe('4D');
  });

  test('MG (4D) gets the same menu as SG', () => {
    for (const user of Object.keys(EXPECTED) as DemoUser[]) {
      expect(ids(visibleMenu(input(user, 'MG')))).toEqual(EXPECTED[user].SG);
    }
  });

  test('the game comes from the input, not from the LocId', () => {
    expect(ids(visibleMenu(input('admin', 'XX', { game: 'TT' })))).toEqual(EXPECTED.admin.TT);
  });
});
