import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReportsEndpoints, type DailyReportQuery, type DailyReportResponse } from '@yc/contract/admin-reports';
import { request, requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';

export const getDailyReport = (query: DailyReportQuery): Promise<DailyReportResponse> =>
  request(adminReportsEndpoints.adminDailyReport, { query });

/** The figures of the range; the previous range stays on screen while another loads. */
export const useDailyReport = (query: DailyReportQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: ['admin', 'reports', 'daily', query],
    queryFn: () => getDailyReport(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The same figures as a CSV file: fetched with the bearer token (a plain link would carry none), then saved. */
export async function downloadDailyReportCsv(query: DailyReportQuery): Promise<void> {
  const blob = await requestBlob(adminReportsEndpoints.adminDailyReportCsv, { query });
  saveBlob(blob, `daily-${query.pool ?? 'all'}-${query.from}-${query.to}.csv`);
}
