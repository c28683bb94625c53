import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditResponse, type AuditKind } from '@contract/organisations';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';

export type AuditFilter = { kind?: AuditKind; actor?: string };

const auditPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/audit`;

/** The filter as the list and its CSV download both ask for it. */
export const auditParams = ({ kind, actor }: AuditFilter): Record<string, string> => ({
  ...(kind ? { kind } : {}),
  ...(actor ? { actor } : {}),
});

/** The address of the log as a CSV file, filtered as shown. */
export const auditCsvPath = (orgId: string, filter: AuditFilter) => {
  const query = new URLSearchParams(auditParams(filter)).toString();
  return `${auditPath(orgId)}.csv${query ? `?${query}` : ''}`;
};

/**
 * An organisation's audit log, newest first, a page at a time; another filter's first page
 * keeps the previous list shown until it comes.
 */
export function useAuditLog(orgId: string, filter: AuditFilter) {
  return useInfiniteQuery({
    ...cursorPagesQueryOptions({
      queryKey: ['organisations', orgId, 'audit', filter.kind ?? '', filter.actor ?? ''],
      path: auditPath(orgId),
      params: auditParams(filter),
      schema: auditResponse,
    }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
