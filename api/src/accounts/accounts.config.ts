import { configSection } from '../config/config-section.js';
import { wholeNumber } from '../config/env-parsers.js';

/** Customer accounts: the password hash's scrypt parameters and the login rate limits (docs/product/accounts.md). */
export interface AccountsConfig {
  scrypt: { N: number; r: number; p: number };
  login: { maxPerAccount: number; maxPerIp: number; windowSeconds: number };
  /** Account e-mails asked for per address and per IP in the window: the site must not become a spam relay. */
  mail: { maxPerAddress: number; maxPerIp: number; windowSeconds: number };
}

/**
 * Customer accounts (docs/product/accounts.md). ACCOUNT_SCRYPT_COST is scrypt's cost as a power of two (15: N = 2^15,
 * with r = 8 and p = 1, about 32 MiB and a tenth of a second per hash); stored hashes carry their own parameters, so
 * changing it applies to new passwords and old ones still verify. Failed logins are limited per e-mail address and per
 * IP address within a sliding window. Account e-mails (signup, resend, forgot-password) are limited the same way, so
 * nobody can make the site mail one address over and over, or mail many addresses from one network.
 */
export const accountsSection = configSection({
  name: 'accounts',
  env: {
    ACCOUNT_SCRYPT_COST: wholeNumber(1, 20).default(15),
    LOGIN_MAX_PER_ACCOUNT: wholeNumber(1, 1_000_000).default(5),
    LOGIN_MAX_PER_IP: wholeNumber(1, 1_000_000).default(20),
    LOGIN_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(900),
    ACCOUNT_MAIL_MAX_PER_ADDRESS: wholeNumber(1, 1_000_000).default(5),
    ACCOUNT_MAIL_MAX_PER_IP: wholeNumber(1, 1_000_000).default(20),
    ACCOUNT_MAIL_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(3600),
  },
  secrets: [],
  build: (vars): { accounts: AccountsConfig } => ({
    accounts: {
      scrypt: { N: 2 ** vars.ACCOUNT_SCRYPT_COST, r: 8, p: 1 },
      login: {
        maxPerAccount: vars.LOGIN_MAX_PER_ACCOUNT,
        maxPerIp: vars.LOGIN_MAX_PER_IP,
        windowSeconds: vars.LOGIN_WINDOW_SECONDS,
      },
      mail: {
        maxPerAddress: vars.ACCOUNT_MAIL_MAX_PER_ADDRESS,
        maxPerIp: vars.ACCOUNT_MAIL_MAX_PER_IP,
        windowSeconds: vars.ACCOUNT_MAIL_WINDOW_SECONDS,
      },
    },
  }),
});
