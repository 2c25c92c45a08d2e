// The decode worker (platform/services/files/decode.ts): bet files are read in worker threads, so the
// platform's event loop stays free however long a read takes; a read past its time budget or its
// worker's memory budget is a 422 saying which, and the next file gets a fresh worker; the decoders'
// own refusals come back as the 400/415 the upload answers.
import { PlatformError } from '@/platform/errors';
import { checkUpload, DecodePool, readStoredFile } from '@/platform/services/files/decode';
import { writeDbf } from '@/lib/domain/dbf';
import { manyRecords, zeroLengthFields } from '../unit/dbf-bombs';

const SG = { location: 'SG', strictNumber: true, acceptDecimals: false } as const;
const TT = { location: 'TT', strictNumber: true, acceptDecimals: false } as const;
const encode = (text: string) => new TextEncoder().encode(text);

/** 10,000 TTT lines of ten k-bets each: the most a stored file asks of the reader (about 1.5 MB). */
const HEAVY_TTT = encode(Array.from({ length: 10_000 }, (_, n) => `7 ${Array.from({ length: 10 }, (_, i) => `${1000 + ((n + i) % 9000)} 1-2k`).join(' ')}`).join('\n'));
/** 10,000 Toto system-12 lines: each parses to 924 combinations, far past a worker's heap. */
const TOTO_SYSTEMS = encode(`ARA TT 2025-04-21\n${Array.from({ length: 9_999 }, () => '010203040506070809101112-1').join('\n')}`);

const pools: DecodePool[] = [];
function pool(memoryMb = 128): DecodePool {
  const made = new DecodePool(memoryMb);
  pools.push(made);
  return made;
}
afterAll(() => Promise.all(pools.map((made) => made.close())));

/** The longest gap between 5 ms ticks of this thread's event loop while `work` runs. */
async function loopGap<T>(work: () => Promise<T>): Promise<{ value: T; gap: number; ms: number }> {
  let last = performance.now();
  let gap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    const value = await work();
    return { value, gap: Math.max(gap, performance.now() - last), ms: performance.now() - started };
  } finally {
    clearInterval(ticker);
  }
}

async function refusal(work: Promise<unknown>): Promise<PlatformError> {
  const error = await work.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

jest.setTimeout(60_000);

test('a long read runs in the worker: the event loop keeps turning meanwhile', async () => {
  const workers = pool();
  await checkUpload('ARA', encode('ARA SG 2025-04-20\n1234 1-\n'), 'warm.ara', { pool: workers });
  const { value, gap, ms } = await loopGap(() => readStoredFile('TTT', HEAVY_TTT, 'heavy.ttt', SG, { pool: workers }));
  if (value.contentFormat !== 'TTT') throw new Error(`read as ${value.contentFormat}`);
  expect(value.lines).toHaveLength(10_000);
  expect(value.lines[9_999]?.read).toMatchObject({ message: { dayCode: '7', bets: expect.arrayContaining([expect.objectContaining({ number: '2008', kind: 'kbet' })]) } });
  // The read was long enough to prove it (about 3 s): on this thread it would have held the loop that
  // long. The gap allows for a loaded 2-core machine; the HTTP tests hold the 200 ms.
  expect(ms).toBeGreaterThan(1_000);
  expect(gap).toBeLessThan(400);
});

test('a read past its time budget is a 422 naming the budget; the next file gets a fresh worker', async () => {
  const workers = pool();
  const started = performance.now();
  const error = await refusal(readStoredFile('TTT', HEAVY_TTT, 'slow.ttt', SG, { pool: workers, timeMs: 100 }));
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(error).toMatchObject({ status: 422, field: 'file', message: expect.stringContaining('slow.ttt could not be read within 0.1 s') });
  expect(await checkUpload('ARA', encode('ARA SG 2025-04-20\n1234 1-\n'), 'next.ara', { pool: workers })).toBe('ARA');
  expect(workers.size).toBeLessThanOrEqual(2);
});

test('a read past the worker\'s memory budget is a 422 naming it; the platform thread is untouched', async () => {
  const workers = pool(32);
  const { value: error, gap } = await loopGap(() => refusal(readStoredFile('ARA', TOTO_SYSTEMS, 'systems.ara', TT, { pool: workers })));
  expect(error).toMatchObject({ status: 422, message: expect.stringContaining('systems.ara needs more than 32 MB to read') });
  expect(gap).toBeLessThan(400);
  expect(await checkUpload('TTT', encode('7 1234 1-\n'), 'next.ttt', { pool: workers })).toBe('TTT');
});

test('the decoders\' refusals come back as the upload\'s 415 and 400, with their reasons', async () => {
  const workers = pool();
  expect(await refusal(checkUpload('DBF', zeroLengthFields(), 'bomb.dbf', { pool: workers }))).toMatchObject({
    status: 415,
    message: 'bomb.dbf: The dBASE table header is damaged: field 1 (F0) has a length of 0.',
  });
  expect(await refusal(checkUpload('DBF', manyRecords(20_000), 'long.dbf', { pool: workers }))).toMatchObject({
    status: 400,
    message: 'long.dbf holds more than 10000 records: split it.',
  });
  expect(await refusal(checkUpload('ARA', Uint8Array.from([0x89, 0x50, 0, 1]), 'png.ara', { pool: workers }))).toMatchObject({ status: 415 });
});

test('two files are read at once, and a DBF is read as an ARA file of its records', async () => {
  const workers = pool();
  const fields = [
    { name: 'DRAWDATE', type: 'D', length: 8, decimals: 0 },
    { name: 'NUMBER', type: 'C', length: 4, decimals: 0 },
    { name: 'BIG', type: 'N', length: 6, decimals: 2 },
    { name: 'SMALL', type: 'N', length: 6, decimals: 2 },
  ];
  const dbf = writeDbf(fields, [{ DRAWDATE: '20250420', NUMBER: '1234', BIG: '1.00', SMALL: '0' }]);
  const [ara, table] = await Promise.all([
    readStoredFile('ARA', encode('ARA SG 2025-04-20\n1234 1-2\n'), 'a.ara', SG, { pool: workers }),
    readStoredFile('DBF', dbf, 'b.dbf', SG, { pool: workers }),
  ]);
  expect(ara).toMatchObject({ contentFormat: 'ARA', header: { location: 'SG', drawDate: '2025-04-20' }, lines: [{ line: 2, result: { bet: { number: '1234', big: '1.00', small: '2.00' } } }] });
  expect(table).toMatchObject({ contentFormat: 'DBF', header: { drawDate: '2025-04-20' }, lines: [{ line: 1, text: '1234 1-', result: { bet: { number: '1234' } } }] });
  // The expansion stays in the worker: placement works it out again.
  expect(JSON.stringify(ara)).not.toContain('expanded');
});
