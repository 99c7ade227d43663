// One row format and one budget check for every figure `npm run bench` prints. A budget is either a limit the
// figure is checked against ("< 3000 ms", "<= 50.0 KB", ">= 95") or a text that is not a limit ("report",
// "(info)", "provider + < 300 ms", a reason): a limit is always checked, here, so no figure can go over its budget
// unmarked because its caller forgot to compare.

const UNITS = {
  ms: ['time', 1],
  s: ['time', 1000],
  KB: ['size', 1024],
  MB: ['size', 1024 * 1024],
  'req/s': ['rate', 1],
  '/s': ['rate', 1],
  'jobs/s': ['rate', 1],
  '%': ['share', 1],
  x: ['ratio', 1],
};

/** `12.5 s` → { kind: 'time', amount: 12500 }; a bare number has no unit; anything else is not a quantity. */
export function quantity(text) {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*([a-zA-Z/%]+)?\s*$/.exec(String(text));
  if (!match) return undefined;
  const [, number, unit] = match;
  if (unit === undefined) return { kind: 'number', amount: Number(number) };
  const known = UNITS[unit];
  return known ? { kind: known[0], amount: Number(number) * known[1] } : undefined;
}

/** A budget that is a limit: its comparison and its quantity; undefined for a budget that is not a limit. */
export function limitOf(budget) {
  // A limit may carry a note in brackets: "<= 19 (clean + 1 per fault)".
  const match = /^\s*(<=|>=|<|>)\s*(.+?)\s*(?:\(.*\))?$/.exec(String(budget));
  if (!match) return undefined;
  const limit = quantity(match[2]);
  if (!limit) throw new Error(`budget "${budget}" reads as a limit but its figure has no known unit`);
  return { comparison: match[1], limit };
}

/** Whether `value` misses `budget`: undefined when the budget is not a limit or the value is not a figure (e.g. "failed"). */
export function missesBudget(value, budget) {
  const limit = limitOf(budget);
  if (!limit) return undefined;
  const figure = quantity(value);
  if (!figure) return undefined;
  if (figure.kind !== limit.limit.kind) throw new Error(`figure "${value}" cannot be compared with budget "${budget}"`);
  const [a, b] = [figure.amount, limit.limit.amount];
  return { '<': !(a < b), '<=': !(a <= b), '>': !(a > b), '>=': !(a >= b) }[limit.comparison];
}

/**
 * A `record(name, value, budget, overBudget?)` that prints one row and keeps it. `overBudget` is the caller's own
 * verdict where the figure needs one (a score not counted on a busy machine, a failure); without it a limit budget
 * is checked here. `rows` lists what was printed, for a summary.
 */
export function benchRecorder({ print = console.log, nameWidth = 48 } = {}) {
  const rows = [];
  const record = (name, value, budget, overBudget) => {
    const over = overBudget ?? missesBudget(value, budget) ?? false;
    rows.push({ name, value, budget, overBudget: over });
    print(`${name.padEnd(nameWidth)} ${String(value).padStart(12)}   budget ${budget}${over ? '   OVER BUDGET' : ''}`);
  };
  return { record, rows };
}
