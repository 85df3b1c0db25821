/**
 * The fewest and the most rounds a sequential run may take: the budgets the boundary table
 * (./boundary-table.ts) was calibrated for. Apart from ./sequential.ts, which loads that table,
 * so that the config's defaults, and with them the entry points, can name the limits without
 * loading it.
 */
export const MIN_SEQUENTIAL_ROUNDS = 3;
export const MAX_SEQUENTIAL_ROUNDS = 60;
