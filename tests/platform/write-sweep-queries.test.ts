// Bad input gets a 4xx, never a 500, the reads: every GET route the platform serves (walked from the Hono app) gets queries
// whose dates and numbers sit at and past the edges (years 0000, 0099 and 9999, Feb 30, huge and
// negative ids, NaN), with control characters and lone surrogates in its texts. Each query starts from
// one that every query schema of the contract takes (a sound value for each key; a schema ignores the
// keys it does not know), so a call gets past its schema to the service. Admin and member, both drivers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { answerProblem, callUrl, platformRoutes, sweepShare, type PlatformRoute } from './support/sweep-runner';
import { EDGE_DAYS, malformedText } from './support/sweep-values';

const RUNS = Number(process.env.SWEEP_QUERY_RUNS ?? 5);
const SEED = Number(process.env.SWEEP_SEED ?? 19_0003);

/** A sound value of every query key of the contract (LocId comes with the route's prefix). */
const SOUND: Record<string, string> = {
  UserId: 'member1', ParentId: 'agent2', TargetUserId: 'member1', txtSearch: 'mem', Simple: 'false', Role: 'MEM', PopUp: 'Y',
  Entity: 'payment', Action: 'CREATE', DateFrom: '2025-03-01', DateTo: '2025-04-20', DrawFrom: '2025-03-01', DrawTo: '2025-04-20',
  Date: '2025-04-20', DrawDate: '2025-04-19', PageIndex: '1', PageSize: '20', SortDir: 'desc', SortBy: 'CreatedDate', DrawId: '1',
  Number: '1234', Numbers: '01 02', BetId: '1', TicketId: '1', id: '1', Weeks: '1', DryRun: 'true', FileId: '1', StrictNumber: 'true',
  AcceptDecimals: 'false', FixedBetId: '1', IsTop: 'true', t: '1', Limit: '5', Status: 'OPEN', Kind: 'SHARE',
  All: 'Y', JobId: '1', Choice: '1', Id: '1', Channel: 'sms', From: '2025-04-01', To: '2025-04-20', AgentId: 'agent2', Result: 'SUCCESS',
  SiteHost: 'sweep.example',
};
const DATE_KEYS = ['Date', 'DrawDate', 'DrawFrom', 'DrawTo', 'DateFrom', 'DateTo', 'From', 'To'];
const NUMBER_KEYS = ['DrawId', 'BetId', 'TicketId', 'FileId', 'FixedBetId', 'JobId', 'PageIndex', 'PageSize', 'Weeks', 'Limit'];

/** Every key of every query and path schema the contract exports. */
async function contractQueryKeys(): Promise<string[]> {
  const keys = new Set<string>();
  for (const file of readdirSync(path.resolve(__dirname, '../../lib/contract'))) {
    const exports = (await import(`@/lib/contract/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
      if (/(Query|Params?)Schema$/.test(name) && shape) Object.keys(shape).forEach((key) => keys.add(key));
    }
  }
  keys.delete('LocId');
  return [...keys].sort();
}

const READS = platformRoutes().filter((route) => route.method === 'GET');
const seedOf = (route: PlatformRoute, actor: string) => [...route.path + actor].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);
/** Always tried first: the years 0000 and 9999 through each draw selector (the 500s the issue lists). */
const EDGE_EXAMPLES = (['id', 'date', 'range'] as const).flatMap((selector) =>
  ['0000-01-01', '9999-12-31'].map((date): [QueryCall, ParamChange[]] => [{ selector, date, changes: [] }, []]),
);

/** What a report reads its draws from: a DrawId wins over a DrawDate, which wins over a range. */
const SELECTORS = { id: ['DrawDate', 'DrawFrom', 'DrawTo'], date: ['DrawId', 'DrawFrom', 'DrawTo'], range: ['DrawId', 'DrawDate'] } as const;

/**
 * A query: the sound one read by one draw selector, every date moved to one edge date at once (half
 * the time: a pair stays in order, so the edge gets past the range rules), then one or two keys
 * broken (edge dates and numbers most often) or left out.
 */
const queryCall = fc.record({
  selector: fc.constantFrom(...(Object.keys(SELECTORS) as (keyof typeof SELECTORS)[])),
  date: fc.option(fc.constantFrom(...EDGE_DAYS), { nil: undefined, freq: 4 }),
  changes: fc.array(
    fc.record({
      key: fc.oneof(fc.constantFrom(...DATE_KEYS), fc.constantFrom(...NUMBER_KEYS), fc.constantFrom(...Object.keys(SOUND))),
      value: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 6, arbitrary: malformedText }),
    }),
    { maxLength: 2 },
  ),
});

type QueryCall = typeof queryCall extends fc.Arbitrary<infer T> ? T : never;
type ParamChange = { at: number; value: string };

function soundQuery(selector: keyof typeof SELECTORS, date: string | undefined): Record<string, string> {
  const dropped: readonly string[] = SELECTORS[selector];
  return Object.fromEntries(Object.entries(SOUND).filter(([key]) => !dropped.includes(key)).map(([key, value]) => [key, date && DATE_KEYS.includes(key) ? date : value]));
}

test('the sound query has a value for every query key of the contract', async () => {
  expect((await contractQueryKeys()).filter((key) => !(key in SOUND))).toEqual([]);
});

describe.each(platformDrivers())('the read sweep on $name', (driver) => {
  const platform = usePlatform(driver);
  const share = sweepShare(driver);
  const tokens = { admin: '', member: '' };

  beforeAll(async () => {
    platform.setNow(FIXED_NOW);
    tokens.admin = await platform.signIn('admin', 'Admin1234');
    tokens.member = await platform.signIn('member1', 'Member1234');
  });

  test.each(READS.map((route) => [route.path, route] as const))('GET %s answers every edge query below 500', async (_name, route) => {
    const pathParams = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => [match[1] ?? '', '1']));
    const paramChanges = fc.array(fc.record({ at: fc.nat(), value: malformedText }), { maxLength: Object.keys(pathParams).length > 0 ? 1 : 0 });
    for (const actor of ['admin', 'member'] as const) {
      await fc.assert(
        fc.asyncProperty(queryCall, paramChanges, async ({ selector, date, changes }, params) => {
          const url = callUrl(route, { query: route.game ? soundQuery(selector, date) : {}, params: pathParams }, { query: changes, params });
          const answer = await platform.get(url, tokens[actor]);
          const problem = answerProblem(answer);
          if (problem) throw new Error(`${actor}: ${problem}`);
        }),
        { seed: share.seed(seedOf(route, actor)), numRuns: share.runs(RUNS), endOnFailure: true, examples: actor === 'admin' ? share.examples(EDGE_EXAMPLES) : [] },
      );
    }
  }, 120_000);
});
