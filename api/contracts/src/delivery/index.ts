/**
 * Step 5's contract, `@storyloom/contracts/delivery`. It is its own entry, not part of the main index, because it
 * carries libphonenumber-js, postcode-validator and the subdivision list: only the delivery remote and the API
 * need them, and the main index is shared with (and loaded by) the shell on every page.
 */
export * from './country-codes.js';
export * from './countries.js';
export * from './limits.js';
export * from './phone.js';
export * from './postcode.js';
export * from './price.js';
export * from './order-options.js';
export * from './order-details.js';
export * from './checkout.js';
export * from './shipping.js';
export * from './replies.js';
export * from './paths.js';
export * from './production.js';
export * from './preview.js';
export * from './operator.js';
export * from './proof.js';
