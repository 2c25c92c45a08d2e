// Hostile bet files over HTTP (docs/security.md "Files and other hostile input"): crafted
// bombs built here, each uploaded while the platform's health check is timed. Each gets a 4xx naming
// what is wrong within 2 s, and every health check sent meanwhile answers within 200 ms.
//
// The platform runs in this test's thread, so the bombs are sent from a worker thread, as a client
// elsewhere would send them: encoding 2 MiB of multipart here would hold the very event loop whose
// answers are timed.
import { Worker } from 'node:worker_threads';
import { UPLOAD_MAX_BYTES } from '@/lib/contract/files';
import { countPastData, manyRecords, tooManyFields, zeroLengthFields } from '../unit/dbf-bombs';
import { hugeMemberArchive, manyEntriesArchive, oneSymbolBlockArchive } from '../unit/lzh-bombs';
import { buildLzh } from '../unit/lzh-fixtures';
import { scoped, useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { upload } from './support/files';
import { usePlatform, type Platform } from './support/harness';

const HEALTH_MS = 200;
const ANSWER_MS = 2_000;

interface Timed<T> {
  answer: T;
  /** How long each health check sent meanwhile took to answer, and its status. */
  health: Array<{ ms: number; status: number }>;
}

/** Runs `work` while health checks go out one after another (the first at once), until it settles. */
async function whileHealthChecked<T>(platform: Platform, work: () => Promise<T>): Promise<Timed<T>> {
  const health: Timed<T>['health'] = [];
  let done = false;
  const running = work().finally(() => (done = true));
  const checking = (async () => {
    do {
      const sent = performance.now();
      const answer = await platform.request('/api/health');
      health.push({ ms: performance.now() - sent, status: answer.status });
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (!done);
  })();
  const answer = await running;
  await checking;
  return { answer, health };
}

/** The client of the bombs: one multipart upload, sent from its own thread (plain JavaScript). */
const CLIENT = `
const { parentPort, workerData: job } = require('node:worker_threads');
const form = new FormData();
for (const [name, value] of Object.entries(job.fields)) form.append(name, value);
form.append('file', new Blob([job.bytes]), job.name);
const sent = performance.now();
fetch(job.url, { method: 'POST', headers: { authorization: 'Bearer ' + job.token }, body: form })
  .then(async (response) => ({ status: response.status, body: await response.json(), ms: performance.now() - sent }))
  .then((answer) => parentPort.postMessage(answer), (error) => parentPort.postMessage({ status: 0, body: { message: String(error) }, ms: 0 }));
`;

/** The answer, and how long it took from the request's sending (timed by the client). */
type UploadAnswer = { status: number; body: { message?: string; field?: string }; ms: number };

function uploadFromThread(platform: Platform, token: string, call: string, name: string, bytes: Uint8Array): Promise<UploadAnswer> {
  const job = { url: `${platform.url}${scoped(call)}`, token, fields: { UserId: 'member1', ARACode: 'A1' }, name, bytes };
  const client = new Worker(CLIENT, { eval: true, workerData: job });
  return new Promise<UploadAnswer>((resolve, reject) => {
    client.once('message', resolve);
    client.once('error', reject);
  }).finally(() => void client.terminate());
}

/** 2 MiB of one-code -lh5- blocks, claiming the whole cap: about 294,000 blocks. */
const capOfBlocks = () => oneSymbolBlockArchive(Math.floor(((UPLOAD_MAX_BYTES - 64) * 8) / 57), UPLOAD_MAX_BYTES);

const callOf = (name: string) => (name.endsWith('.dbf') ? 'files/upload/dbf' : 'files/upload/lzh');

const BOMBS: Array<{ what: string; name: string; bytes: () => Uint8Array; status: number; message: string }> = [
  { what: '110 KB of one-code -lh5- blocks', name: 'blocks.lzh', bytes: () => oneSymbolBlockArchive(15_000), status: 415, message: 'Huffman blocks' },
  { what: '2 MiB of one-code -lh5- blocks claiming 2 MiB', name: 'cap.lzh', bytes: capOfBlocks, status: 415, message: 'Huffman blocks' },
  { what: 'a member that claims 4 GiB', name: 'huge.lzh', bytes: hugeMemberArchive, status: 415, message: 'huge.ara unpacks to 4294967280 bytes' },
  { what: 'an archive listing 10,000 entries', name: 'entries.lzh', bytes: () => manyEntriesArchive(10_000), status: 415, message: 'more than 64 entries' },
  { what: '2,000 zero-length DBF fields, one record per byte (68 KB)', name: 'fields.dbf', bytes: () => zeroLengthFields(), status: 415, message: 'field 1 (F0) has a length of 0' },
  { what: 'the same at the 2 MiB cap', name: 'fields2.dbf', bytes: () => zeroLengthFields(UPLOAD_MAX_BYTES), status: 415, message: 'has a length of 0' },
  { what: '2,000 one-character DBF fields', name: 'many.dbf', bytes: tooManyFields, status: 415, message: 'more than 128 fields' },
  { what: 'a DBF header count far past the data', name: 'count.dbf', bytes: countPastData, status: 415, message: 'announces 4294967295 records, but the file holds 1' },
  { what: 'a DBF of a million one-byte records', name: 'records.dbf', bytes: () => manyRecords(1_000_000), status: 400, message: 'holds more than 10000 records' },
  {
    what: 'the zero-length-field DBF inside an archive',
    name: 'inner.lzh',
    bytes: () => buildLzh([{ name: 'bets.dbf', data: zeroLengthFields(), method: '-lh0-' }]),
    status: 415,
    message: 'bets.dbf: The dBASE table header is damaged',
  },
];

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  beforeAll(async () => {
    // As the upload page does: the list first (it starts a decode worker), then a sound file.
    expect((await platform.get(scoped('files'), tokens.agent1)).status).toBe(200);
    expect((await upload(platform, tokens.agent1, 'sound.ara', 'ARA SG 2025-04-20\n1234 1-\n')).status).toBe(201);
  });

  test.each(BOMBS)('$what: $status within 2 s, the health check within 200 ms', async ({ name, bytes, status, message }) => {
    const file = bytes();
    expect(file.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
    const timed = await whileHealthChecked(platform, () => uploadFromThread(platform, tokens.agent1, callOf(name), name, file));
    expect(timed.answer.status).toBe(status);
    expect(timed.answer.body).toMatchObject({ field: 'file', message: expect.stringContaining(message) });
    expect(timed.answer.ms).toBeLessThan(ANSWER_MS);
    expect(timed.health.length).toBeGreaterThan(0);
    for (const check of timed.health) {
      expect(check.status).toBe(200);
      expect(check.ms).toBeLessThan(HEALTH_MS);
    }
  });
});
