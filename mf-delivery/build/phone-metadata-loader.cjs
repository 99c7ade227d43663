// Rspack loader for libphonenumber-js's metadata.min.json(.js) in mf-delivery's bundle: keeps the numbering plans of
// the delivery countries only (about 4 KB gzipped instead of 19 KB), so the remote stays within its 50 KB budget
// (README, performance budgets). The browser checks a phone of those countries exactly as the API does; a number
// with any other country code is left to the API, which runs with the full metadata (see src/lib/phone-input.ts).

/** The metadata cut down to `countries` (ISO codes), with the calling codes they use. */
function deliveryPhoneMetadata(metadata, countries) {
  const callingCodes = {};
  for (const [code, regions] of Object.entries(metadata.country_calling_codes)) {
    const kept = regions.filter((region) => countries.includes(region));
    if (kept.length > 0) callingCodes[code] = kept;
  }
  const kept = Object.fromEntries(countries.map((country) => [country, metadata.countries[country]]));
  return { version: metadata.version, country_calling_codes: callingCodes, countries: kept };
}

/**
 * Replaces the module the browser build imports (`metadata.min.json.js`, an ES module wrapping the JSON) with the
 * cut-down metadata, read from the package's own JSON so it always matches the installed version.
 */
function phoneMetadataLoader() {
  const { countries } = this.getOptions();
  const jsonPath = require.resolve('libphonenumber-js/metadata.min.json');
  this.addDependency(jsonPath);
  const metadata = JSON.parse(require('node:fs').readFileSync(jsonPath, 'utf8'));
  return `export default ${JSON.stringify(deliveryPhoneMetadata(metadata, countries))};`;
}

module.exports = phoneMetadataLoader;
module.exports.deliveryPhoneMetadata = deliveryPhoneMetadata;
