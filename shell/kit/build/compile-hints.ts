import { rspack } from '@rspack/core';

/** V8's explicit compile hint: compile every function of the script eagerly (Chrome 136 and later). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens every script of a release build with V8's compile hint. A script is only ever fetched to run (main.js, the
 * shared libraries, a remote's entry, a page and the chunks it imports), and without the hint V8 compiles each of its
 * functions lazily, on the main thread, the first time it is called: most of main.js's start (the federation
 * runtime) was compiling, not running: 16-39 ms of one task on this machine and four times that on Lighthouse's
 * phone (issue 27). With it, Chromium compiles the functions on the thread that streams the script in.
 * Scripts only: the PDF reader's copied `.mjs` files load when a proof is opened, and browsers without the hint read
 * a comment.
 */
export const compileHintsPlugin = () =>
  new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    // After the minifier, which drops comments; before the source maps are made, so they count the line.
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
