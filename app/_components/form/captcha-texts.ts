// The texts CaptchaImage needs, from the `captcha` namespace (a plain module: server pages import it).
export const CAPTCHA_TEXT_KEYS = ['alt', 'refresh', 'failed', 'reload'] as const;
export type CaptchaTexts = Record<(typeof CAPTCHA_TEXT_KEYS)[number], string>;
