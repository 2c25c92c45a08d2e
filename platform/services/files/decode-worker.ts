// The decode worker's entry (started by files/decode.ts in a worker thread, with its time and memory
// budget): it reads bet files with the pure decoders, one task at a time, so a hostile file costs this
// thread, never the platform's event loop. It says `ready` once its modules are loaded.
//
// A read's lines are sent serialized in parts of PART_LINES (transferred, not copied): receiving a
// message is deserialized on the platform's thread all at once, and 10,000 TTT lines of ten bets took
// 330-550 ms there, so the platform deserializes the parts one at a time between other requests.
import { serialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { runTask, type DecodeTask } from './content';

const PART_LINES = 100;

const port = parentPort;
if (!port) throw new Error('files-decode-worker runs in a worker thread only');
port.on('message', ({ id, task }: { id: number; task: DecodeTask }) => {
  const answer = runTask(task);
  if (!answer.ok || typeof answer.value !== 'object') return port.postMessage({ id, answer });
  const { lines } = answer.value;
  const parts: Array<Uint8Array<ArrayBuffer>> = [];
  for (let at = 0; at < lines.length; at += PART_LINES) parts.push(new Uint8Array(serialize(lines.slice(at, at + PART_LINES))));
  port.postMessage(
    { id, answer: { ok: true, value: { ...answer.value, lines: [] } }, parts },
    parts.map((part) => part.buffer),
  );
});
port.postMessage({ ready: true });
