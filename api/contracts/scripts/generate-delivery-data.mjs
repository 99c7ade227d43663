#!/usr/bin/env node
// Writes src/delivery/subdivisions.json (from country-region-data) and src/delivery/phone-metadata.json (from
// libphonenumber-js) for the ten countries Storyloom ships to, so the delivery form carries a few kilobytes
// instead of the whole world (docs/product/step5-delivery.md). Run it after upgrading either package:
// `npm run delivery-data -w @storyloom/contracts`; src/delivery/delivery-data.spec.ts fails while the committed
// files differ from what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatPhoneMetadata, formatSubdivisions, phoneMetadata, subdivisionsData } from './delivery-data.mjs';

const write = (name, text) => {
  const target = fileURLToPath(new URL(`../src/delivery/${name}`, import.meta.url));
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
};
write('subdivisions.json', formatSubdivisions(subdivisionsData()));
write('phone-metadata.json', formatPhoneMetadata(phoneMetadata()));
