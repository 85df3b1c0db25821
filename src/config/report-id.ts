/**
 * A report id names the sticky comment's marker and the commit status context
 * (`perf-gate/<id>`). It may come from a file a pull request wrote, so it is held to a
 * plain identifier: no path segments, no markup, no way to pose as another check.
 */
export const REPORT_ID_PATTERN = '^(?!.*\\.\\.)[A-Za-z0-9._-]{1,64}$';
export const REPORT_ID_RULE =
  'must be 1 to 64 letters, digits, ".", "_" or "-", without ".." (e.g. "perf-api")';

const reportIdPattern = new RegExp(REPORT_ID_PATTERN);

export function isReportId(value: string): boolean {
  return reportIdPattern.test(value);
}
