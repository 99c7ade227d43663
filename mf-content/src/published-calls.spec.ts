import { it } from '@jest/globals';
import {
  ACCOUNT_API,
  accountMessageReplySchema,
  accountOrdersReplySchema,
  accountReplySchema,
  contactReplySchema,
  sampleListSchema,
  siteInfoSchema,
  type ContactMessageInput,
  type LoginRequest,
  type SignupRequest,
} from '@storyloom/contracts';
import { apiGet, apiPost } from '@storyloom/kit';
import { expectRecorded, recordCalls } from '@storyloom/kit/testing';
import { CONTACT_PATH } from './pages/ContactPage.js';
import { loadSiteInfo } from './site/use-site-info.js';

const EMAIL = 'ada.recorded@example.com';

// This version's calls to the API, as its pages send them (api/test/published-remote-calls.spec.ts replays every
// released version's record against the current API; `npm run contract:record` rewrites this version's). The pages
// call the kit's client inline, so the bodies here are the pages' form values, typed by the contract's requests.
// Left out: the e-mailed links' pages (verify e-mail, reset password: a token from the mail), 'Order again' (a paid
// order) and 'Resend verification e-mail' (refused for a minute after the sign-up's own e-mail).
it('calls the API as its record says (api/contracts/published-calls/mf-content)', async () => {
  const signup: SignupRequest = {
    full_name: 'Ada Lovelace',
    email: EMAIL,
    password: 'lantern-quay-4187',
    confirm_password: 'lantern-quay-4187',
  };
  const login: LoginRequest = { email: EMAIL, password: signup.password };
  const contact: ContactMessageInput = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: EMAIL,
    subject: 'A question',
    message: 'Can the book be printed in A4?',
  };
  const account = { success: true, account: { email: EMAIL, full_name: 'Ada Lovelace', email_verified: false } };
  const calls = await recordCalls(
    {
      'GET /api/site': { schema: siteInfoSchema, reply: {} },
      'GET /api/samples': { schema: sampleListSchema, reply: { samples: [] } },
      [`POST ${CONTACT_PATH}`]: { schema: contactReplySchema, reply: { success: true, reference: 'C-1' }, status: 201 },
      [`POST ${ACCOUNT_API.signup}`]: { schema: accountReplySchema, reply: account },
      [`GET ${ACCOUNT_API.orders}`]: { schema: accountOrdersReplySchema, reply: { orders: [] } },
      [`POST ${ACCOUNT_API.login}`]: { schema: accountReplySchema, reply: account },
      [`POST ${ACCOUNT_API.forgotPassword}`]: {
        schema: accountMessageReplySchema,
        reply: { success: true, message: 'Sent' },
      },
    },
    async () => {
      await loadSiteInfo();
      // The examples page lists the samples.
      await apiGet('/api/samples');
      await apiPost(CONTACT_PATH, contact);
      await apiPost(ACCOUNT_API.signup, signup);
      await apiGet(ACCOUNT_API.orders);
      await apiPost(ACCOUNT_API.login, login);
      await apiPost(ACCOUNT_API.forgotPassword, { email: EMAIL });
    },
    // One address per replay, so every recorded version signs up afresh on one API.
    { [EMAIL]: 'email' },
  );
  expectRecorded('mf-content', 0, calls);
});
