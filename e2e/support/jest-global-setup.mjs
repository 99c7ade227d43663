// jest globalSetup: every jest run gets its own temporary folders and schema prefix (test-run-scope.mjs); jest
// starts its workers after this, so they all inherit the scope through the environment.
import { openTestRunScope } from './test-run-scope.mjs';

export default function openJestRunScope() {
  globalThis.storyloomTestRunScope = openTestRunScope({ label: 'jest' });
}
