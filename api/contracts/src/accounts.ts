import { z } from 'zod';
import { digitalEditionSchema } from './digital-edition.js';
import { storableText } from './storable-text.js';

/**
 * Customer accounts (docs/product/accounts.md): signup, login, logout, e-mail verification, password reset and the
 * account's own orders. The wizard stays open to everyone without an account; an account keeps the
 * visitor's draft and finds their orders again. Every rule here is checked again on the server.
 */

/** Passwords: long enough to resist guessing; the server also refuses very common ones. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const email = storableText('Email')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Email is too long.')
  .email('Please enter a valid email address.');
const password = storableText('Password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** `POST /api/auth/signup`. */
export const signupRequestSchema = z
  .object({
    full_name: storableText('Full Name')
      .trim()
      .min(1, 'Full Name is required.')
      .max(FULL_NAME_MAX_LENGTH, 'Full Name is too long.'),
    email,
    password,
    confirm_password: z.string(),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match.',
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  email,
  password: storableText('Password').min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `POST /api/auth/forgot-password`: always answers the same, whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email });
/** `POST /api/auth/reset-password`: the single-use token from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z
  .object({ token: z.string().min(1).max(200), password, confirm_password: z.string() })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match.',
  });
/** `POST /api/auth/verify-email`: the single-use token from the e-mailed link. */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });

/** The signed-in customer, as `GET /api/auth/me` (null when nobody is signed in) and signup/login answer. */
export const accountSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
export const meReplySchema = z.object({ account: accountSchema.nullable() });
export type MeReply = z.infer<typeof meReplySchema>;

/** Reply of signup, login and verify-email: the account now signed in. */
export const accountReplySchema = z.object({ success: z.literal(true), account: accountSchema });
export type AccountReply = z.infer<typeof accountReplySchema>;
/** Reply of logout, forgot-password (same words whether or not the address is known) and reset-password. */
export const accountMessageReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountMessageReply = z.infer<typeof accountMessageReplySchema>;

/** One order in 'My orders' (`GET /api/account/orders`): newest first. */
export const accountOrderSchema = z.object({
  order_id: z.string(),
  number: z.string(),
  title: z.string().nullable(),
  placed_at: z.string(),
  /** The production stage label the order status page shows ('Writing', 'Shipped', …), or the order's status before payment. */
  status_label: z.string(),
  tracking_url: z.string().nullable(),
  /** The order status page for this order. */
  status_url: z.string(),
  quantity: z.number().int(),
  total_cents: z.number().int(),
  /** The EPUB and screen PDF, once the book is approved; null before. */
  digital_edition: digitalEditionSchema.nullable(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;
export const accountOrdersReplySchema = z.object({ orders: z.array(accountOrderSchema) });
export type AccountOrdersReply = z.infer<typeof accountOrdersReplySchema>;

/** `POST /api/account/orders/:orderId/reorder`: a new order for the same book; answers where checkout continues. */
export const reorderReplySchema = z.object({
  success: z.literal(true),
  order_id: z.string(),
  checkout_url: z.string(),
});
export type ReorderReply = z.infer<typeof reorderReplySchema>;

/** The accounts API's routes. */
export const ACCOUNT_API = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/resend-verification',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  orders: '/api/account/orders',
  reorder: (orderId: string) => `/api/account/orders/${encodeURIComponent(orderId)}/reorder`,
} as const;

/** The account pages (mf-content); the e-mailed links point at the last two with `?token=`. */
export const ACCOUNT_PAGES = {
  signup: '/signup',
  login: '/login',
  account: '/account',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const;
