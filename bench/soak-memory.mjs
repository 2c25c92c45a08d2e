// The memory of the soak's processes (bench/soak.mjs): the resident set size (VmRSS of /proc/<pid>/status)
// of each app, each platform and nginx (its master and its workers together), sampled every few seconds,
// and the verdict on each: start, end, and the least-squares slope over the second half of the run.
//
// The V8 heap of the Node processes is not read: it cannot be read from outside a process without an
// inspector attached, which would change what is measured. RSS includes the heap, so a heap that leaks
// shows in it.
//
// The rule, "no growth trend": the slope over the second half of the samples (the first half holds the
// warm-up: JIT code, caches, connection pools, V8 growing its heap to the load) is at most
// max(GROWTH_FLOOR_MB_PER_MIN, GROWTH_SHARE_PER_MIN x the process's mean RSS over that half) per minute.
// With fewer than MIN_SAMPLES samples in the second half the trend is not judged (a short run says nothing).
import { readFileSync } from 'node:fs';

export const GROWTH_FLOOR_MB_PER_MIN = 1;
export const GROWTH_SHARE_PER_MIN = 0.01;
const MIN_SAMPLES = 5;
const round1 = (value) => Math.round(value * 10) / 10;
const round3 = (value) => Math.round(value * 1000) / 1000;

/** VmRSS of one process in MB (1 MB = 1024 kB, as /proc counts), or null once it is gone. */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The direct children of a process (nginx's workers), from /proc/<pid>/task/<tid>/children. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Samples every `everyMs` the processes named in `processes` ({ name: pid }); a name whose pid has
 * children (nginx) counts them too. `stop()` takes a last sample and resolves to the samples by name,
 * each { t (s since start), mb }.
 */
export function sampleMemory(processes, everyMs) {
  const started = Date.now();
  const series = Object.fromEntries(Object.keys(processes).map((name) => [name, []]));
  const sample = () => {
    const t = (Date.now() - started) / 1000;
    for (const [name, pid] of Object.entries(processes)) {
      const pids = [pid, ...childrenOf(pid)];
      const values = pids.map(rssMb).filter((mb) => mb !== null);
      if (values.length > 0) series[name].push({ t: round1(t), mb: round1(values.reduce((sum, mb) => sum + mb, 0)) });
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return series;
    },
  };
}

/** Least-squares slope of mb over t, in MB per minute (t in seconds). */
export function slopePerMinute(points) {
  const n = points.length;
  if (n < 2) return null;
  const meanT = points.reduce((sum, { t }) => sum + t, 0) / n;
  const meanMb = points.reduce((sum, { mb }) => sum + mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const { t, mb } of points) {
    num += (t - meanT) * (mb - meanMb);
    den += (t - meanT) ** 2;
  }
  return den === 0 ? null : (num / den) * 60;
}

/** Start, end, peak, the second half's slope and the verdict of the rule above, per process. */
export function judgeMemory(series) {
  const judged = {};
  for (const [name, points] of Object.entries(series)) {
    if (points.length === 0) {
      judged[name] = { samples: 0, verdict: 'no samples' };
      continue;
    }
    const half = points.slice(Math.floor(points.length / 2));
    const slope = slopePerMinute(half);
    const meanMb = half.reduce((sum, { mb }) => sum + mb, 0) / half.length;
    const limit = Math.max(GROWTH_FLOOR_MB_PER_MIN, GROWTH_SHARE_PER_MIN * meanMb);
    const judgeable = half.length >= MIN_SAMPLES && slope !== null;
    const start = points[0].mb;
    const end = points.at(-1).mb;
    judged[name] = {
      startMb: start,
      endMb: end,
      peakMb: Math.max(...points.map(({ mb }) => mb)),
      secondHalfSlopeMbPerMin: slope === null ? null : round3(slope),
      limitMbPerMin: round3(limit),
      growthTrend: judgeable ? slope > limit : null,
      verdict: judgeable ? (slope > limit ? 'GROWING' : 'no growth trend') : `not judged (${half.length} samples in the second half, ${MIN_SAMPLES} needed)`,
      samples: points.length,
      series: points,
    };
  }
  return judged;
}

export function printMemory(judged) {
  console.log('\n  memory (RSS, MB)    start      end     peak   slope 2nd half MB/min   limit  verdict');
  for (const [name, m] of Object.entries(judged)) {
    if (m.startMb === undefined) {
      console.log(`  ${name.padEnd(16)} ${m.verdict}`);
      continue;
    }
    const cells = [m.startMb, m.endMb, m.peakMb].map((value) => String(value).padStart(8)).join(' ');
    console.log(`  ${name.padEnd(16)} ${cells} ${String(m.secondHalfSlopeMbPerMin ?? '-').padStart(23)} ${String(m.limitMbPerMin).padStart(7)}  ${m.verdict}`);
  }
  console.log(`  (rule: no growth trend when the least-squares slope over the second half of the samples is at most max(${GROWTH_FLOOR_MB_PER_MIN} MB/min, ${GROWTH_SHARE_PER_MIN * 100}% of the mean RSS over that half per minute))`);
}
