// The published result over HTTP: draw/result/SMSString (a compact SMS text, one 160-character
// message for a 4D result) and draw/result/feed (JSON Feed 1.1, one item per resulted draw, newest
// first), read by any user of the location, for the demo draws.
import { scoped, useActorTokens } from './support/actors';
import { drawsOf } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

interface Result {
  DrawId: number;
  DrawDate: string;
  Results: Array<{ Prize: string; Position: number; Number: string }>;
  Dividends: Array<{ Group: number; Amount: string }>;
}
interface Sms {
  DrawId: number;
  DrawDate: string;
  Text: string;
  Length: number;
  Parts: string[];
}
interface Feed {
  version: string;
  title: string;
  items: Array<{ id: string; title: string; content_text: string; date_published: string; tags: string[]; _draw: Result }>;
}

const numbers = (result: Result, prize: string) => result.Results.filter((row) => row.Prize === prize).map((row) => row.Number);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  async function resultOf(locId: string, date: string): Promise<Result> {
    const draw = (await drawsOf(platform, tokens.admin, locId)).find((item) => item.DrawDate === date);
    return (await platform.get<Result>(scoped('draw/result', locId, `DrawId=${draw?.DrawId}`), tokens.admin)).body;
  }

  test('SMSString of a 4D result: one message with 1st, 2nd, 3rd, starters and consolations', async () => {
    const result = await resultOf('SG', '2025-04-19');
    const sms = await platform.get<Sms>(scoped('draw/result/SMSString', 'SG', `DrawId=${result.DrawId}`), tokens.member1);
    expect(sms.status).toBe(200);
    const [first, second, third] = [numbers(result, 'FIRST')[0], numbers(result, 'SECOND')[0], numbers(result, 'THIRD')[0]];
    const text = `SG 4D 19/04/2025 1st ${first} 2nd ${second} 3rd ${third} S: ${numbers(result, 'STARTER').join(' ')} C: ${numbers(result, 'CONSOLATION').join(' ')}`;
    expect(sms.body).toEqual({ DrawId: result.DrawId, DrawDate: '2025-04-19', Text: text, Length: text.length, Parts: [text] });
    expect(sms.body.Length).toBeLessThanOrEqual(160);
    expect(sms.body.Text).toMatch(/^[A-Za-z0-9 :/+.]+$/);
  });

  test('SMSString of a TT result: six numbers, +additional and the group dividends', async () => {
    const result = await resultOf('TT', '2025-04-17');
    const sms = await platform.get<Sms>(scoped('draw/result/SMSString', 'TT', `DrawId=${result.DrawId}`), tokens.agent3);
    const dividends = result.Dividends.map((row) => `G${row.Group} ${row.Amount}`).join(' ');
    expect(sms.body.Text).toBe(`TT 17/04/2025 ${numbers(result, 'WINNING').join(' ')} +${numbers(result, 'ADDITIONAL')[0]} ${dividends}`);
    expect(sms.body.Parts).toEqual([sms.body.Text]);
  });

  test('SMSString: a draw without a result, of another location or unknown is 404; a bad id 400', async () => {
    const open = (await drawsOf(platform, tokens.admin)).find((item) => item.DrawDate === '2025-04-20');
    expect((await platform.get(scoped('draw/result/SMSString', 'SG', `DrawId=${open?.DrawId}`), tokens.admin)).status).toBe(404);
    const mg = await resultOf('MG', '2025-04-19');
    expect((await platform.get(scoped('draw/result/SMSString', 'SG', `DrawId=${mg.DrawId}`), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped('draw/result/SMSString', 'SG', 'DrawId=abc'), tokens.admin)).status).toBe(400);
  });

  test('feed: JSON Feed 1.1, the latest results newest first, each with its SMS text and draw', async () => {
    const feed = await platform.get<Feed>(scoped('draw/result/feed', 'MG', 'Limit=3'), tokens.member1);
    expect(feed.status).toBe(200);
    expect(feed.body).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: 'Magnum results' });
    expect(feed.body.items.map((item) => item.id)).toEqual(['MG:2025-04-19', 'MG:2025-04-16', 'MG:2025-04-13']);
    const [latest] = feed.body.items;
    const sms = await platform.get<Sms>(scoped('draw/result/SMSString', 'MG', `DrawId=${latest?._draw.DrawId}`), tokens.member1);
    expect(latest).toMatchObject({ content_text: sms.body.Text, tags: ['MG', '4D'] });
    expect(latest?._draw).toEqual(await resultOf('MG', '2025-04-19'));
    expect((await platform.get<Feed>(scoped('draw/result/feed', 'TT'), tokens.member1)).body.items).toHaveLength(16);
    expect((await platform.get(scoped('draw/result/feed', 'MG', 'Limit=0'), tokens.member1)).status).toBe(400);
  });
});
