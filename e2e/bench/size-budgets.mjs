// The size budgets (README "Performance budgets"): JavaScript a gzip-only browser downloads for the first load of
// the landing page, and each remote's own code. `npm test` fails when one is missed (e2e/tests/size-budgets.spec.ts,
// which measures them in Chromium and in the published folders); `npm run bench` prints the same figures.

/** @type {{ firstLoadGzipBytes: number; remoteOwnCodeGzipBytes: number; remoteOwnCodeGzipBytesOf: Record<string, number> }} */
export const SIZE_BUDGETS = {
  /**
   * Every script the first load of / fetches, gzip transfer size. 130 KB until the shell drew its error screen in the
   * site's chrome, obeying the server's not-found marker (issues 23 and 29: `/internal/*` and unknown paths), and
   * the top bar fitted a 320 px phone: 130.04 KB measured then, so 131 KB.
   */
  firstLoadGzipBytes: 131 * 1024,
  /** A remote's entry plus the chunks of what it exposes (shared libraries come from the shell), gzipped. */
  remoteOwnCodeGzipBytes: 50 * 1024,
  /**
   * Remotes allowed more than that, each for a reason. mf-delivery serves six pages (step 5, the confirmation, the
   * order status, the proof, the operators' orders and Lulu test order), each its own lazily loaded chunk: a visitor
   * downloads one of them. The proof page (issue 26: page spreads, hand edits, marked changes, versions, the
   * personalisation panel) took it from 50.2 KB to 67.8 KB; pdf.js and its worker are files of their own, fetched by
   * the proof page's PDF view only, and not counted here.
   */
  remoteOwnCodeGzipBytesOf: { 'mf-delivery': 72 * 1024 },
};

/** The budget of one remote's own code. */
export const remoteOwnCodeBudget = (remote, budgets = SIZE_BUDGETS) =>
  budgets.remoteOwnCodeGzipBytesOf?.[remote] ?? budgets.remoteOwnCodeGzipBytes;

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The budgets `figures` miss, one sentence each (empty when all are met).
 * figures: { firstLoad: { bytes, files: [{ url, bytes }] }, remotes: [{ remote, gzipBytes }] }
 */
export function missedSizeBudgets(figures, budgets = SIZE_BUDGETS) {
  const missed = [];
  const { firstLoad, remotes } = figures;
  if (firstLoad.bytes > budgets.firstLoadGzipBytes) {
    const files = [...firstLoad.files]
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `${file.url} ${kilobytes(file.bytes)} (${file.encoding})`);
    missed.push(
      `The first load of / downloads ${kilobytes(firstLoad.bytes)} of gzipped JavaScript, over its budget of ` +
        `${kilobytes(budgets.firstLoadGzipBytes)}: ${files.join(', ')}.`,
    );
  }
  for (const { remote, gzipBytes } of remotes) {
    const budget = remoteOwnCodeBudget(remote, budgets);
    if (gzipBytes > budget) {
      missed.push(`${remote}'s own code is ${kilobytes(gzipBytes)} gzipped, over its budget of ${kilobytes(budget)}.`);
    }
  }
  return missed;
}
