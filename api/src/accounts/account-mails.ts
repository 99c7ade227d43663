import { ACCOUNT_PAGES } from '@storyloom/contracts';
import type { MailMessage } from '../mail/mail.service.js';

/**
 * The e-mails of customer accounts (docs/product/accounts.md). Links carry the single-use token in `?token=`; the site's
 * address comes from configuration only (SiteOrigin), never from a request.
 */

/** Whom an account e-mail goes to: the account's address, its name, and whether the address is verified. */
export interface MailRecipient {
  email: string;
  fullName: string;
  emailVerifiedAt: Date | null;
}

const link = (siteOrigin: string, page: string, token: string) =>
  `${siteOrigin}${page}?token=${encodeURIComponent(token)}`;

/**
 * The name a signup typed is the visitor's own text: mailed to an address nobody has verified, it would let anyone
 * send any words ("Claim your prize: https://…") to any inbox under our name. Only a verified address hears it.
 */
const greeting = (to: MailRecipient) => (to.emailVerifiedAt ? `Hello ${to.fullName},` : 'Hello,');

export function verificationMail(to: MailRecipient, siteOrigin: string, token: string): MailMessage {
  const lines = [
    greeting(to),
    '',
    'Welcome to Storyloom. Please confirm your email address by opening this link on the device where you signed up, or after logging in (it works once, for 48 hours):',
    link(siteOrigin, ACCOUNT_PAGES.verifyEmail, token),
    '',
    'Once it is confirmed, the books you ordered with this address appear under My orders.',
    '',
    'If you did not create a Storyloom account, ignore this email: nothing is confirmed without the password. To have an account with this address yourself, choose a password here, which makes the account yours:',
    `${siteOrigin}${ACCOUNT_PAGES.forgotPassword}`,
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Confirm your Storyloom email address', text: `${lines.join('\n')}\n` };
}

/**
 * To the owner of an address someone tried to sign up with again: the reply to that signup does not say so. When the
 * account was never verified (perhaps someone else made it with this address), `resetToken` is a one-hour link to
 * choose the password: whoever owns the inbox takes the account over with it.
 */
export function signupAttemptMail(to: MailRecipient, siteOrigin: string, resetToken?: string): MailMessage {
  const lines = [
    greeting(to),
    '',
    'Someone tried to sign up for Storyloom with your email address, which already has an account.',
    ...(resetToken
      ? [
          'That account was never confirmed. If you are signing up, choose your password here (the link works once, for one hour); the account is then yours, and every device signed in to it is logged out:',
          link(siteOrigin, ACCOUNT_PAGES.resetPassword, resetToken),
        ]
      : [
          `If it was you, log in here: ${siteOrigin}${ACCOUNT_PAGES.login}`,
          `Forgot your password? Choose a new one here: ${siteOrigin}${ACCOUNT_PAGES.forgotPassword}`,
        ]),
    '',
    'If it was not you, you can ignore this email: nothing has changed in your account.',
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Someone tried to sign up with your email address', text: `${lines.join('\n')}\n` };
}

export function passwordResetMail(to: MailRecipient, siteOrigin: string, token: string): MailMessage {
  const lines = [
    greeting(to),
    '',
    'Someone (we hope you) asked to reset the password of your Storyloom account. Choose a new password here (the link works once, for one hour):',
    link(siteOrigin, ACCOUNT_PAGES.resetPassword, token),
    '',
    'If you did not ask, ignore this email: your password stays as it is.',
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Reset your Storyloom password', text: `${lines.join('\n')}\n` };
}

export function passwordChangedMail(to: MailRecipient, siteOrigin: string): MailMessage {
  const lines = [
    greeting(to),
    '',
    'The password of your Storyloom account was just changed, and every device signed in to it was logged out.',
    `If this was not you, reset your password now: ${siteOrigin}${ACCOUNT_PAGES.forgotPassword}`,
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Your Storyloom password was changed', text: `${lines.join('\n')}\n` };
}
