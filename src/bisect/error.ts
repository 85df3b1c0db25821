/**
 * The error of a bisect's ends that is the user's to fix (an unknown ref, good not an ancestor
 * of bad, an end that does not build): exit 2. Apart from src/modes/usage.ts so that the
 * bisect's stages do not import the modes that call them; failureOf there tells it apart.
 */
export class BisectError extends Error {
  override name = 'BisectError';
}
