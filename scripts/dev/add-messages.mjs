// node scripts/dev/add-messages.mjs <namespace> <en.json> <zh.json>: sets one namespace of
// messages/en.json and messages/zh.json from two files (a development aid; keeps key order otherwise).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [namespace, enFile, zhFile] = process.argv.slice(2);
if (!namespace || !enFile || !zhFile) {
  console.error('usage: node scripts/dev/add-messages.mjs <namespace> <en.json> <zh.json>');
  process.exit(2);
}
for (const [locale, file] of [['en', enFile], ['zh', zhFile]]) {
  const target = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(target, 'utf8'));
  messages[namespace] = JSON.parse(readFileSync(file, 'utf8'));
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(temporary, target);
}
console.log(`messages: ${namespace} set in en and zh`);
