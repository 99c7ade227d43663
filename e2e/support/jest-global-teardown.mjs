// jest globalTeardown: fails the run when a test left a folder or a PostgreSQL schema behind (test-run-scope.mjs).
import { closeTestRunScope, describeLeftovers } from './test-run-scope.mjs';

export default async function closeJestRunScope() {
  const scope = globalThis.storyloomTestRunScope;
  if (!scope) return;
  delete globalThis.storyloomTestRunScope;
  const leftovers = await closeTestRunScope(scope);
  if (leftovers.length > 0) throw new Error(describeLeftovers(leftovers));
}
