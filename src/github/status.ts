/** The gate's verdict as a commit status, for the fork-safe report job (workflow_run). */
import { isReportId, REPORT_ID_RULE } from '../config/report-id.js';

export interface CommitStatusApi {
  createCommitStatus(params: {
    owner: string;
    repo: string;
    sha: string;
    state: 'success' | 'failure';
    context: string;
    description: string;
  }): Promise<unknown>;
}

export async function postCommitStatus(
  api: CommitStatusApi,
  target: { owner: string; repo: string; sha: string },
  reportId: string,
  passed: boolean,
  description: string,
): Promise<void> {
  // The context is what branch protection requires by name: it must not pose as another.
  if (!isReportId(reportId)) throw new Error(`Report id '${reportId}' ${REPORT_ID_RULE}.`);
  await api.createCommitStatus({
    ...target,
    state: passed ? 'success' : 'failure',
    context: `perf-gate/${reportId}`,
    // GitHub cuts a status description at 140 characters.
    description: description.length > 140 ? `${description.slice(0, 139)}…` : description,
  });
}
