// The captcha seam. The captcha itself (SVG image, x-token key, burnt on first check) is a later
// issue; sign-in already asks this verifier whenever captcha is enabled in the settings.
export interface CaptchaVerifier {
  /** Check the answer for the key sent in x-token. Must burn the key, right or wrong. */
  verify(key: string | undefined, answer: string | undefined): Promise<boolean>;
}

/** No captcha store yet: when captcha is switched on, no answer can be right (fail closed). */
export const noCaptchaStore: CaptchaVerifier = {
  verify: async () => false,
};
