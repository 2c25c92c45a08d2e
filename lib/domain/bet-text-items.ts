// One bet-text item checked on its own: a 4D number with its stake, suffix and kind, or a Toto entry
// with its numbers, tags and amount. Every problem is reported at its position; nothing is guessed.
// ---------------------------------------------------------------------------------------------------
// 4D items
import { betCost, centsToMoney, expandBet, totoCombinations, totoCost, type BetKind } from './bet-expansion';
import { checkAmount, FOUR_D_SHAPE, part, Problems, readAmount, sub, SUFFIXES, TAGS, totoShaped, type Part, type RawItem } from './bet-text-tokens';
import type { FourDBet, TotoEntry, TotoTag } from './bet-text-vocabulary';
import { permutationClass } from './pay-tables';


interface FourDStake {
  big: bigint;
  small: bigint;
  kind: BetKind;
  suffix: Part | null;
}

function parseFourDStake(stake: Part, problems: Problems): FourDStake | null {
  const text = stake.text;
  const dash = text.indexOf('-');
  const tail = /^([0-9.]*[HQ]?)([A-Z]*)$/i.exec(text.slice(dash + 1));
  if (dash < 0 || text.indexOf('-', dash + 1) >= 0 || !tail) {
    problems.add(stake, 'invalidStake', { stake: text });
    return null;
  }
  const bigPart = sub(stake, 0, dash);
  const smallPart = sub(stake, dash + 1, dash + 1 + (tail[1] ?? '').length);
  const suffixPart = sub(stake, dash + 1 + smallPart.text.length);
  const big = bigPart.text === '' ? null : readAmount(bigPart.text, true);
  const small = smallPart.text === '' ? null : readAmount(smallPart.text, true);
  if ((bigPart.text !== '' && !big) || (smallPart.text !== '' && !small)) {
    problems.add(stake, 'invalidStake', { stake: text });
    return null;
  }
  let ok = true;
  let kind: BetKind = 'ordinary';
  if (suffixPart.text !== '') {
    const found = SUFFIXES[suffixPart.text.toUpperCase()];
    if (found) kind = found;
    else {
      problems.add(suffixPart, 'invalidSuffix', { suffix: suffixPart.text });
      ok = false;
    }
  }
  if (!big && !small) {
    problems.add(stake, 'noStake', { stake: text });
    return null;
  }
  if (big && !checkAmount(big, bigPart, text, problems)) ok = false;
  if (small) {
    const withDash = part(`-${smallPart.text}`, smallPart.index - 1);
    if (small.decimals <= 2 && small.cents % 100n !== 0n) {
      if (small.cents < 100n) problems.add(withDash, 'smallBelowOne', { stake: withDash.text });
      else {
        const down = small.cents / 100n;
        problems.add(withDash, 'smallNotWhole', { stake: withDash.text, down: `-${down}`, up: `-${down + 1n}` });
      }
      ok = false;
    } else if (!checkAmount(small, smallPart, text, problems)) ok = false;
  }
  if (!ok) return null;
  return { big: big?.cents ?? 0n, small: small?.cents ?? 0n, kind, suffix: suffixPart.text === '' ? null : suffixPart };
}

/** Upper-case number, or null after reporting why it is not a 4D number. */
function checkFourDNumber(number: Part, problems: Problems): string | null {
  const upper = number.text.toUpperCase();
  if (!FOUR_D_SHAPE.test(upper)) {
    problems.add(number, 'invalidNumber', { number: number.text });
    return null;
  }
  if (upper.split('R').length > 2) {
    problems.add(number, 'tooManyWildcards', { number: number.text });
    return null;
  }
  return upper;
}

export function parseFourD(item: RawItem, problems: Problems): FourDBet | null {
  const { number: numberPart, stake } = item;
  if (item.detached) {
    problems.add(item.detached, 'detachedSuffix', { suffix: item.detached.text });
    return null;
  }
  if (!numberPart) {
    if (stake) problems.add(stake, 'stakeWithoutNumber', { stake: stake.text });
    return null;
  }
  if (totoShaped(numberPart.text)) {
    problems.add(numberPart, 'totoInFourD', { numbers: numberPart.text });
    return null;
  }
  const number = checkFourDNumber(numberPart, problems);
  if (!stake) {
    if (number) problems.add(numberPart, 'missingStake', { number: numberPart.text });
    return null;
  }
  if (item.dashless) {
    problems.add(stake, 'stakeMissingDash', { stake: stake.text });
    return null;
  }
  const parsed = parseFourDStake(stake, problems);
  if (!number || !parsed) return null;
  const { kind, suffix } = parsed;
  const wildcard = number.includes('R');
  if (wildcard && kind !== 'roll') {
    problems.add(numberPart, 'rollNeedsSuffix', { number: numberPart.text });
    return null;
  }
  if (!wildcard && kind === 'roll' && suffix) {
    problems.add(suffix, 'rollNeedsWildcard', { number: numberPart.text });
    return null;
  }
  if ((kind === 'ibet' || kind === 'kbet') && suffix && permutationClass(number) === 1) {
    problems.add(suffix, 'singleOrdering', { number: numberPart.text, suffix: suffix.text });
    return null;
  }
  const big = centsToMoney(parsed.big);
  const small = centsToMoney(parsed.small);
  return {
    game: '4D',
    number,
    big,
    small,
    kind,
    expanded: expandBet(number, kind),
    cost: betCost({ number, big, small, kind }),
    index: item.index,
    length: item.end - item.index,
  };
}

// ---------------------------------------------------------------------------------------------------
// Toto items

/** The tags of an entry: at most one roll tag and one variant tag. */
function readTags(runs: readonly Part[], problems: Problems): { ok: boolean; roll: boolean; tag: TotoTag | undefined } {
  let ok = true;
  let roll: Part | null = null;
  let variant: Part | null = null;
  for (const run of runs) {
    if (run.text === '') continue;
    const tag = TAGS[run.text.toUpperCase()];
    if (!tag) {
      problems.add(run, 'unknownTag', { tag: run.text });
      ok = false;
    } else {
      const earlier = tag === 'roll' ? roll : variant;
      if (earlier) {
        problems.add(run, 'conflictingTags', { first: earlier.text, second: run.text });
        ok = false;
      } else if (tag === 'roll') roll = run;
      else variant = run;
    }
  }
  const tag = variant ? TAGS[variant.text.toUpperCase()] : undefined;
  return { ok, roll: roll !== null, tag: tag === 'roll' ? undefined : tag };
}

export function parseToto(item: RawItem, problems: Problems): TotoEntry | null {
  const { number: numberPart, stake } = item;
  if (item.detached) {
    problems.add(item.detached, 'detachedTag', { tag: item.detached.text });
    return null;
  }
  if (!numberPart) {
    if (stake) problems.add(stake, 'stakeWithoutNumber', { stake: stake.text });
    return null;
  }
  if (FOUR_D_SHAPE.test(numberPart.text)) {
    problems.add(numberPart, 'fourDInToto', { number: numberPart.text });
    return null;
  }
  const shape = /^([A-Z*]*)(\d*)([A-Z*]*)$/i.exec(numberPart.text);
  if (!shape || shape[2] === '') {
    problems.add(numberPart, 'invalidTotoNumbers', { numbers: numberPart.text });
    return null;
  }
  const prefix = sub(numberPart, 0, (shape[1] ?? '').length);
  const digits = sub(numberPart, prefix.text.length, prefix.text.length + (shape[2] ?? '').length);
  const middle = sub(numberPart, prefix.text.length + digits.text.length);
  if (!stake) {
    problems.add(numberPart, 'totoMissingAmount', { numbers: numberPart.text });
    return null;
  }
  if (item.dashless || !stake.text.startsWith('-')) {
    problems.add(stake, 'totoAmountMissingDash', { amount: stake.text });
    return null;
  }
  let ok = true;
  const tail = /^-([0-9.]*)([A-Z*]*)$/i.exec(stake.text);
  const amountPart = sub(stake, 1, 1 + (tail?.[1] ?? '').length);
  const amount = tail ? readAmount(amountPart.text, false) : null;
  if (!amount) {
    problems.add(stake, 'totoInvalidAmount', { stake: stake.text });
    ok = false;
  } else if (!checkAmount(amount, amountPart, stake.text, problems)) ok = false;
  // After an amount in error the letters are not read as tags: '-H' is one error, not two.
  const suffixRun = amount ? sub(stake, 1 + amountPart.text.length) : part('', stake.index);
  const tags = readTags([prefix, middle, suffixRun], problems);
  if (!tags.ok) ok = false;

  const numbers: string[] = [];
  if (digits.text.length % 2 !== 0) {
    problems.add(digits, 'totoOddDigits', { numbers: digits.text, digits: digits.text.length });
    return null;
  }
  for (let i = 0; i < digits.text.length; i += 2) {
    const pair = sub(digits, i, i + 2);
    const value = Number(pair.text);
    if (value < 1 || value > 49) {
      problems.add(pair, 'totoNumberOutOfRange', { number: pair.text });
      ok = false;
    } else if (numbers.includes(pair.text)) {
      problems.add(pair, 'totoDuplicateNumber', { number: pair.text });
      ok = false;
    }
    numbers.push(pair.text);
  }
  const count = numbers.length;
  if (tags.roll) {
    if (count !== 5) {
      problems.add(digits, 'totoRollNeedsFive', { count });
      ok = false;
    }
  } else if (count < 6) {
    problems.add(digits, 'totoTooFewNumbers', { count });
    ok = false;
  } else if (count > 12) {
    problems.add(digits, 'totoTooManyNumbers', { count });
    ok = false;
  }
  if (!ok || !amount) return null;
  const money = centsToMoney(amount.cents);
  return {
    game: 'TT',
    numbers,
    amount: money,
    kind: tags.roll ? 'roll' : count === 6 ? 'ordinary' : 'system',
    ...(tags.tag ? { tag: tags.tag } : {}),
    expanded: totoCombinations(numbers, tags.roll),
    cost: totoCost(numbers, tags.roll, money),
    index: item.index,
    length: item.end - item.index,
  };
}
