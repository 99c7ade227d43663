// Test-only entry ("@storyloom/kit/testing"): helpers for the remotes' specs. Never imported by app code, so it
// is not part of any runtime bundle (it needs jest and Testing Library).
export { installFakeFetch, FakeEventStream, sentBodies, gate, type FakeReply } from './fake-fetch.js';
export { renderWithProviders, renderWithTheme } from './render-with-providers.js';
export { fakeResponse } from './fake-response.js';
export {
  expectRecorded,
  recordCalls,
  type PublishedCallsRecord,
  type RecordedCall,
  type RecordedRoute,
} from './published-calls.js';
