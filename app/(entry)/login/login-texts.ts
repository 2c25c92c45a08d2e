// The texts of the sign-in page's client parts, resolved on the server and passed as props: the page
// ships no client translation runtime (its first-load JS budget, docs/performance.md). A plain module, so
// the server page can read the key lists.

/** Keys of the `login` namespace the form shows; `genericError` comes from `app`. */
export const LOGIN_FORM_TEXT_KEYS = ['userId', 'password', 'captcha', 'signingIn', 'codeTitle', 'codeHelp', 'code', 'verify', 'backToPassword'] as const;
export type LoginFormTexts = Record<(typeof LOGIN_FORM_TEXT_KEYS)[number] | 'genericError', string>;

/** Keys of the `login` namespace the variants' frame (language select, toggle box, landing) shows. */
export const LOGIN_FRAME_TEXT_KEYS = [
  'language',
  'languageEn',
  'languageCh',
  'landingNav',
  'navHome',
  'navPodcasts',
  'navGallery',
  'navAbout',
  'navCreateAccount',
  'navSignIn',
] as const;
export type LoginFrameTexts = Record<(typeof LOGIN_FRAME_TEXT_KEYS)[number], string>;
