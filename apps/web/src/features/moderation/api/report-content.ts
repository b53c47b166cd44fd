import type { ReportResult } from '@myeolgong/contract/moderation';
import type { ReportReason, ReportTargetType } from '@myeolgong/contract/moderation-rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details: string;
}

export function reportContent(input: ReportInput): Promise<ReportResult> {
  return api.post<ReportResult>('/api/reports', input);
}

/** Files a report; the dialog shows failures itself (409 when already reported). */
export function useReportContent() {
  return useMutation({ mutationFn: reportContent, meta: { handlesErrors: true } });
}
