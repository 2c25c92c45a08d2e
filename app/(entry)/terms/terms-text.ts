// The terms, in English with the Chinese translation shown beside it (spec: "in English with a
// Chinese translation"), so both show whatever the interface language is.

export const MINIMUM_AGE = 18;

export function termsText(host: string): { en: string[]; zh: string[] } {
  return {
    en: [
      `By using ${host} you confirm that you are at least ${MINIMUM_AGE} years old.`,
      `Agents are responsible for the accounts of their members, and must honour every bet they submit through ${host}.`,
      'Any fraud voids the bets concerned, and the account is banned.',
      'If you do not agree, choose Disagree and you will be signed out.',
    ],
    zh: [
      `使用 ${host} 即表示您确认已年满 ${MINIMUM_AGE} 岁。`,
      `代理须对其会员的账户负责，并须兑现其通过 ${host} 提交的每一注投注。`,
      '任何欺诈行为都将导致相关投注无效，并且账户将被封禁。',
      '如您不同意，请选择「不同意」，系统将为您退出登录。',
    ],
  };
}
