// The kit's core: what the shell and every page need on their first paint. Form controls and the wizard's step
// pieces and the modal dialog live in their own entries (`@storyloom/kit/forms`, `@storyloom/kit/wizard`,
// `@storyloom/kit/dialog`), which are shared lazily, so
// the landing page never downloads them.
export { theme, type StoryloomTheme } from './theme.js';
export { GlobalStyle } from './GlobalStyle.js';
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant } from './Button.js';
export { Spinner } from './Spinner.js';
export { PageContainer, PageTitle, VisuallyHidden } from './layout.js';
export { LandingHero } from './LandingHero.js';
export { StepStages, type StepStagesProps } from './StepStages.js';
export {
  apiGet,
  apiPost,
  apiPut,
  apiPostForm,
  ApiRequestError,
  UnexpectedReplyError,
  parsedReply,
  type ReplySchema,
  type RequestOptions,
} from './api-client.js';
export { usePageview, reportWebVitals, PAGEVIEW_PATH, WEB_VITALS_PATH } from './analytics.js';
export {
  useAccount,
  refreshAccount,
  setAccount,
  logOut,
  resetAccountStore,
  ACCOUNT_ME_PATH,
  ACCOUNT_LOGOUT_PATH,
  type AccountState,
} from './account.js';
export { SITE } from './site.js';
export { CHUNK_LOAD_TIMEOUT_MS } from './loading.js';
