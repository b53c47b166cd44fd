import { moderationReport } from '@myeolgong/contract/endpoints/moderation';
import type { ReportBody, ReportResult } from '@myeolgong/contract/moderation';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function reportContent(input: ReportBody): Promise<ReportResult> {
  return call(moderationReport, { body: input });
}

/** Files a report; the dialog shows failures itself (409 when already reported). */
export function useReportContent() {
  return useMutation({ mutationFn: reportContent, meta: { handlesErrors: true } });
}
