// The texts of app/global-error.tsx, which replaces the root layout and so has no translations
// loaded: it shows English and Chinese together. They repeat the `app` namespace of messages/*.json.
export const FALLBACK_TEXT = {
  en: {
    errorTitle: 'An error occurred that we cannot recover from',
    errorReload: 'Please reload the page.',
    genericError: 'Sorry, something went wrong. Please refresh this page and try again.',
    errorReference: 'Error reference: {digest}',
    reload: 'Reload',
  },
  zh: {
    errorTitle: '发生了无法恢复的错误',
    errorReload: '请重新加载页面。',
    genericError: '抱歉，出了点问题。请刷新此页面后重试。',
    errorReference: '错误编号：{digest}',
    reload: '重新加载',
  },
} as const;
