// `node --import ./ts-child-register.mjs child.ts`: see ts-child-hooks.mjs.
import { register } from 'node:module';

register('./ts-child-hooks.mjs', import.meta.url);
