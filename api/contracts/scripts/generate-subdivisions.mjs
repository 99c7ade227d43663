#!/usr/bin/env node
// Writes src/delivery/subdivisions.json: the states, provinces and regions of the ten countries Storyloom ships
// to, taken from country-region-data (a maintained ISO 3166-2 list). Only these ten countries are kept so the
// delivery form's bundle carries a few kilobytes instead of the whole world (docs/product/step5-delivery.md).
// Run it after upgrading country-region-data: `npm run subdivisions -w @storyloom/contracts`;
// src/delivery/subdivisions.spec.ts fails while the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatSubdivisions, subdivisionsData } from './subdivisions-data.mjs';

const target = fileURLToPath(new URL('../src/delivery/subdivisions.json', import.meta.url));
writeFileSync(target, formatSubdivisions(subdivisionsData()));
console.log(`Wrote ${target}`);
