// The captcha benchmark: how many pictures stock OCR reads. It draws BENCH_CAPTCHA_SAMPLES
// (200) captchas with today's renderer and as many with the old template renderer (the baseline, kept
// in bench/captcha-template-renderer.ts), rasterises each at 4x with librsvg (rsvg-convert), and reads
// it with Tesseract, digits only (tessedit_char_whitelist), as one text line (--psm 7, the headline),
// and also as a block (6) and as one word (8). A picture counts as read when the text is exactly the
// answer. Target: today's renderer under 5% in every mode. It also writes contact sheets of the first 24
// pictures at the app's two sizes (100x40 on /login, 100x33 on /change-password), at 1x and 2x, with
// their answers in the JSON, so a person can check they still read them. It needs no build and no
// server; scripts/ensure-captcha-tools.sh installs Debian's librsvg2-bin and tesseract-ocr when missing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/processes.mjs';

const SAMPLES = Number(process.env.BENCH_CAPTCHA_SAMPLES ?? 200);
const ZOOM = 4;
/** Tesseract page segmentation modes; the first is the headline. */
const MODES = [7, 6, 8];
const TARGET = 0.05;
const SHEET_COUNT = 24;
const RENDERERS = ['current', 'template'];

/** Runs a program; resolves to its exit code and output (never rejects on a non-zero exit). */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Maps items with at most `limit` running at once, keeping their order. */
async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One picture: rasterised at 4x, then read in every mode; the digits each mode read. */
async function readPicture(svgFile) {
  const png = svgFile.replace(/\.svg$/, '.png');
  const raster = await run('rsvg-convert', ['-z', String(ZOOM), '-b', 'white', svgFile, '-o', png]);
  if (raster.code !== 0) throw new Error(`rsvg-convert failed on ${svgFile}: ${raster.stderr.trim()}`);
  const reads = {};
  for (const mode of MODES) {
    // One thread per Tesseract: the pool runs one per core already.
    const ocr = await run('tesseract', [png, 'stdout', '--psm', String(mode), '-c', 'tessedit_char_whitelist=0123456789'], { OMP_THREAD_LIMIT: '1' });
    if (ocr.code !== 0) throw new Error(`tesseract failed on ${png}: ${ocr.stderr.trim()}`);
    reads[mode] = ocr.stdout.replace(/\D/g, '');
  }
  return reads;
}

const rate = (count, total) => Math.round((count / total) * 10_000) / 10_000;
const percent = (value) => `${(value * 100).toFixed(1)}%`;

/** The first pictures side by side in boxes of the app's size, rendered at `zoom`, as a PNG. */
function writeSheet(dir, height, zoom, file) {
  const columns = 4;
  const rows = Math.ceil(SHEET_COUNT / columns);
  const [width, total] = [columns * 110, rows * (height + 10)];
  const cells = Array.from({ length: SHEET_COUNT }, (_, i) => {
    const svg = readFileSync(path.join(dir, 'current', `${i}.svg`), 'utf8');
    const [x, y] = [(i % columns) * 110 + 5, Math.floor(i / columns) * (height + 10) + 5];
    // The <img> of the app shows the 100x40 picture in a box of this size (scaled to fit, centred).
    return svg.replace(/^<svg [^>]*>/, `<svg x="${x}" y="${y}" width="100" height="${height}" viewBox="0 0 100 40">`);
  });
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}"><rect width="${width}" height="${total}" fill="white"/>${cells.join('')}</svg>`;
  const source = path.join(dir, `sheet-${height}.svg`);
  writeFileSync(source, sheet);
  const result = spawnSync('rsvg-convert', ['-z', String(zoom), source, '-o', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`rsvg-convert failed on the sheet: ${result.stderr}`);
}

export async function runCaptchaBench() {
  const tools = spawnSync('bash', [path.join(root, 'scripts', 'ensure-captcha-tools.sh')], { stdio: 'inherit' });
  if (tools.status !== 0) throw new Error('rsvg-convert and tesseract are needed: apt-get install -y librsvg2-bin tesseract-ocr');
  const tesseract = spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captcha-bench-'));
  try {
    const samples = spawnSync(process.execPath, ['--import', 'tsx', 'bench/captcha-samples.ts', dir, String(SAMPLES)], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    if (samples.status !== 0) throw new Error(`bench/captcha-samples.ts failed: ${samples.stderr}`);
    const answers = JSON.parse(samples.stdout.trim().split('\n').at(-1));
    const results = {};
    for (const renderer of RENDERERS) {
      const started = Date.now();
      const files = answers[renderer].map((_, i) => path.join(dir, renderer, `${i}.svg`));
      const reads = await mapLimited(files, os.cpus().length, readPicture);
      const read = (mode) => reads.filter((r, i) => r[mode] === answers[renderer][i]).length;
      const any = reads.filter((r, i) => MODES.some((mode) => r[mode] === answers[renderer][i])).length;
      results[renderer] = {
        pictures: files.length,
        read: Object.fromEntries(MODES.map((mode) => [`psm ${mode}`, read(mode)])),
        rate: Object.fromEntries(MODES.map((mode) => [`psm ${mode}`, rate(read(mode), files.length)])),
        anyModeRead: any,
        anyModeRate: rate(any, files.length),
        bytesMean: Math.round(files.reduce((sum, file) => sum + readFileSync(file).length, 0) / files.length),
        seconds: Math.round((Date.now() - started) / 100) / 10,
      };
      const modes = MODES.map((mode) => `psm ${mode} ${read(mode)}/${files.length} (${percent(rate(read(mode), files.length))})`).join(', ');
      console.log(`  ${renderer === 'current' ? "today's renderer" : 'old template renderer (baseline)'}: ${modes}; any mode ${any} (${percent(rate(any, files.length))})`);
    }
    const outDir = path.join(root, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    const sheets = [];
    for (const height of [40, 33]) {
      for (const zoom of [1, 2]) {
        const file = path.join(outDir, `captcha-sheet-100x${height}@${zoom}x.png`);
        writeSheet(dir, height, zoom, file);
        sheets.push(path.relative(root, file));
      }
    }
    console.log(`  contact sheets of the first ${SHEET_COUNT} pictures: ${sheets.join(', ')} (answers in the JSON)`);
    const [current, baseline] = [results.current, results.template];
    const headline = `psm ${MODES[0]}`;
    return {
      setup: `${SAMPLES} pictures per renderer, rasterised at ${ZOOM}x (rsvg-convert), read by ${tesseract} digits only (tessedit_char_whitelist=0123456789)`,
      results,
      sheets,
      sheetAnswers: answers.current.slice(0, SHEET_COUNT),
      ratios: {
        [`OCR read rate, today's / old template renderer (${headline})`]: baseline.rate[headline] ? Math.round((current.rate[headline] / baseline.rate[headline]) * 100) / 100 : null,
        "OCR read rate, today's / old template renderer (any mode)": baseline.anyModeRate ? Math.round((current.anyModeRate / baseline.anyModeRate) * 100) / 100 : null,
      },
      targets: {
        [`stock OCR reads under ${TARGET * 100}% of today's pictures (${headline})`]: current.rate[headline] < TARGET,
        [`under ${TARGET * 100}% in every mode and in any of them`]: MODES.every((mode) => current.rate[`psm ${mode}`] < TARGET) && current.anyModeRate < TARGET,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node bench/captcha.mjs` runs it alone and writes bench/results/captcha.json as run.mjs does.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const machine = { node: process.version, cpus: os.cpus().length, loadavg: os.loadavg().map((value) => Math.round(value * 100) / 100) };
  const result = await runCaptchaBench();
  const outDir = path.join(root, 'bench', 'results');
  writeFileSync(path.join(outDir, 'captcha.json'), `${JSON.stringify({ name: 'captcha', at: new Date().toISOString(), machine, ...result }, null, 2)}\n`);
  console.log('\nratios:', result.ratios);
  console.log('targets:', result.targets);
  console.log('written to bench/results/captcha.json');
}
