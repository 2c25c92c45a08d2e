// Writes the pictures of the captcha benchmark: `count` of today's renderer and `count` of the old
// template renderer (the baseline), each with a random 4-digit answer drawn as the platform draws it.
// Usage: node --import tsx bench/captcha-samples.ts <dir> <count>; prints the answers as JSON.
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { captchaSvg } from '../platform/services/captcha/image';
import { templateCaptchaSvg } from './captcha-template-renderer';

const [dir, countText] = process.argv.slice(2);
const count = Number(countText);
if (!dir || !Number.isInteger(count) || count < 1) {
  console.error('usage: bench/captcha-samples.ts <dir> <count>');
  process.exit(2);
}

const RENDERERS = { current: captchaSvg, template: templateCaptchaSvg } as const;
const answers: Record<string, string[]> = {};
for (const [name, render] of Object.entries(RENDERERS)) {
  mkdirSync(path.join(dir, name), { recursive: true });
  answers[name] = Array.from({ length: count }, (_, i) => {
    const answer = Array.from({ length: 4 }, () => randomInt(10).toString()).join('');
    writeFileSync(path.join(dir, name, `${i}.svg`), render(answer));
    return answer;
  });
}
console.log(JSON.stringify(answers));
