#!/usr/bin/env node
// The versions of the shared packages remotes are built against (@storyloom/contracts, @storyloom/kit) move with
// their sources: this records each version's source fingerprint, and api/scripts/platform-versions.spec.mjs fails
// when the sources changed and the version did not.
//   node api/scripts/platform-versions.mjs          what is out of date, if anything
//   node api/scripts/platform-versions.mjs record   record the current versions (refused while a version did not move)
import { recordPlatformVersions, versionProblems } from '@storyloom/platform/platform-versions';

if (process.argv[2] === 'record') {
  const result = recordPlatformVersions();
  if (result.recorded) {
    for (const [name, { version }] of Object.entries(result.current)) console.log(`Recorded ${name} ${version}`);
  } else {
    for (const problem of result.problems) console.error(`✖ ${problem}`);
    process.exitCode = 1;
  }
} else {
  const problems = versionProblems();
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length === 0) console.log('Platform package versions match their sources.');
  else process.exitCode = 1;
}
