import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { configSection } from './config-section.js';
import { decideMode, type ModeDecision, type ModeFacts } from './run-mode.js';

/**
 * Demo or live (config/run-mode.ts), decided from the providers the other sections chose (`needs`). A configuration
 * that mixes a provider taking money or printing (Stripe, Lulu) with demo stand-ins, or lacks what live mode needs,
 * refuses to start unless STORYLOOM_ALLOW_MIXED_MODE names that very mix, e.g.
 * `lulu+test-checkout+offline-writer+offline-cover-designer` (the refusal prints the value to set).
 */
export const runModeSection = configSection({
  name: 'run-mode',
  env: {
    STORYLOOM_ALLOW_MIXED_MODE: z
      .string()
      .regex(
        /^[a-z-]+([+,\s]+[a-z-]+)*$/,
        'must name the mix as the start-up refusal prints it, e.g. lulu+test-checkout',
      )
      .optional(),
  },
  secrets: [],
  build(vars, facts: ModeFacts): ModeDecision {
    const decision = decideMode(facts, vars.STORYLOOM_ALLOW_MIXED_MODE);
    if ('refusal' in decision) throw new ConfigError(decision.refusal);
    return decision;
  },
});
