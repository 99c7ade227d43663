import { ACCOUNT_PAGES } from '@storyloom/contracts';
import type { MailMessage } from '../mail/mail.service.js';

/** The e-mails of customer accounts (docs/product/accounts.md). Links carry the single-use token in `?token=`. */

const link = (siteOrigin: string, page: string, token: string) => `${siteOrigin}${page}?token=${encodeURIComponent(token)}`;

export function verificationMail(to: { email: string; fullName: string }, siteOrigin: string, token: string): MailMessage {
  const lines = [
    `Hello ${to.fullName},`,
    '',
    'Welcome to Storyloom. Please confirm your email address by opening this link (it works once, for 48 hours):',
    link(siteOrigin, ACCOUNT_PAGES.verifyEmail, token),
    '',
    'Once it is confirmed, the books you ordered with this address appear under My orders.',
    '',
    'If you did not create a Storyloom account, ignore this email.',
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Confirm your Storyloom email address', text: `${lines.join('\n')}\n` };
}

/** To the owner of an address someone tried to sign up with again: the reply to that signup does not say so. */
export function signupAttemptMail(to: { email: string; fullName: string }, siteOrigin: string): MailMessage {
  const lines = [
    `Hello ${to.fullName},`,
    '',
    'Someone tried to sign up for Storyloom with your email address, which already has an account.',
    `If it was you, log in here: ${siteOrigin}${ACCOUNT_PAGES.login}`,
    `Forgot your password? Choose a new one here: ${siteOrigin}${ACCOUNT_PAGES.forgotPassword}`,
    '',
    'If it was not you, you can ignore this email: nothing has changed in your account.',
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Someone tried to sign up with your email address', text: `${lines.join('\n')}\n` };
}

export function passwordResetMail(to: { email: string; fullName: string }, siteOrigin: string, token: string): MailMessage {
  const lines = [
    `Hello ${to.fullName},`,
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

export function passwordChangedMail(to: { email: string; fullName: string }, siteOrigin: string): MailMessage {
  const lines = [
    `Hello ${to.fullName},`,
    '',
    'The password of your Storyloom account was just changed, and every device signed in to it was logged out.',
    `If this was not you, reset your password now: ${siteOrigin}${ACCOUNT_PAGES.forgotPassword}`,
    '',
    'Storyloom',
  ];
  return { to: to.email, subject: 'Your Storyloom password was changed', text: `${lines.join('\n')}\n` };
}
