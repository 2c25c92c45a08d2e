// Bad input gets a clear 4xx, never a 500. Every write route the platform serves (walked
// from the Hono app) gets generated malformed calls, built by mutating a sound call of the route
// (support/sweep-examples.ts): wrong types, huge numbers, NaN and Infinity texts, empty strings, control
// characters, lone surrogates, long strings, nested structures, edge dates, bad ids, extra fields, broken
// bodies and content types. Signed in as an admin and as a member, on both drivers. Any 5xx fails.
import fc from 'fast-check';
import { FIXED_NOW } from './support/database';
import { openDraw } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { scoped } from './support/actors';
import { EXAMPLES, type Example, type SweepContext } from './support/sweep-examples';
import { answerProblem, callArbitrary, fieldByFieldCalls, platformRoutes, restoreSwitches, routeKey, sendCall, SESSION_ENDING, sweepShare, type PlatformRoute } from './support/sweep-runner';

/** Runs per route and actor, shared out between the drivers (sweepShare); SWEEP_RUNS raises it for a deeper local sweep. */
const RUNS = Number(process.env.SWEEP_RUNS ?? 10);
const SEED = Number(process.env.SWEEP_SEED ?? 19_0003);

const WRITES = platformRoutes().filter((route) => route.method !== 'GET');
const seedOf = (route: PlatformRoute, actor: string) => [...routeKey(route) + (route.game ?? '') + actor].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

test('every write route has a sound example to mutate (or takes no body)', () => {
  const missing = WRITES.map(routeKey).filter((key) => !EXAMPLES[key] && !SESSION_ENDING.includes(key));
  expect(missing).toEqual([]);
});

describe.each(platformDrivers())('the write sweep on $name', (driver) => {
  const platform = usePlatform(driver);
  const share = sweepShare(driver);
  const tokens = { admin: '', member: '' };
  const contexts: Partial<Record<'4D' | 'TT' | 'none', SweepContext>> = {};

  beforeAll(async () => {
    platform.setNow(FIXED_NOW);
    tokens.admin = await platform.signIn('admin', 'Admin1234');
    tokens.member = await platform.signIn('member1', 'Member1234');
    for (const [game, locId] of [['4D', 'SG'], ['TT', 'TT']] as const) {
      const open = await openDraw(platform, tokens.admin, locId);
      const resulted = await platform.get<{ DrawId: number }[]>(scoped('draw/resultDate', locId), tokens.admin);
      contexts[game] = { game, openDrawId: open.DrawId, resultedDrawId: resulted.body[0]?.DrawId ?? 1 };
    }
    contexts.none = contexts['4D'];
  });

  test.each(WRITES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers every malformed call below 500', async (_name, route) => {
    const context = contexts[route.game ?? 'none'] as SweepContext;
    const example: Example = EXAMPLES[routeKey(route)]?.(context) ?? {};
    for (const actor of ['admin', 'member'] as const) {
      const token = SESSION_ENDING.includes(routeKey(route)) ? 'no-such-session' : tokens[actor];
      await fc.assert(
        fc.asyncProperty(callArbitrary(example), async (call) => {
          const answer = await sendCall(platform, route, example, call, token);
          if (process.env.SWEEP_LOG) console.log(`${actor} ${route.method} ${route.path} ${answer.status} ${JSON.stringify(call).slice(0, 200)} ${JSON.stringify(answer.body).slice(0, 200)}`);
          await restoreSwitches(platform, route);
          const problem = answerProblem(answer);
          if (problem) throw new Error(`${actor}: ${problem}`);
        }),
        {
          seed: share.seed(seedOf(route, actor)),
          numRuns: share.runs(RUNS),
          endOnFailure: true,
          examples: actor === 'admin' ? share.examples(fieldByFieldCalls(example).map((call) => [call] as [typeof call])) : [],
        },
      );
    }
  }, 120_000);
});
