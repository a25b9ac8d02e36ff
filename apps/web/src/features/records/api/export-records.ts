import { useMutation } from '@tanstack/react-query';
import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { requestFile } from '../../../lib/request-file';
import { saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast';
import { buildExportFilename, pickExportFilename } from '../utils/build-export-filename';
import { filenameFromDisposition } from '../utils/filename-from-disposition';

/**
 * GET /api/records/{type}/export?status=: the list as CSV, fetched with the session's bearer
 * token (a plain link could not send it) and handed to the browser as a download.
 */
export async function exportRecords(type: RecordType, status: RecordStatus | undefined): Promise<string> {
  const file = await requestFile(api, `/api/records/${type}/export`, {
    data: { status },
    headers: { accept: 'text/csv, application/json' },
  });
  const suggested = filenameFromDisposition(file.disposition);
  const filename = pickExportFilename(suggested, buildExportFilename(type, status, new Date()));
  saveFile(file.blob, filename);
  return filename;
}

export function useExportRecords() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ type, status }: { type: RecordType; status: RecordStatus | undefined }) =>
      exportRecords(type, status),
    onSuccess: () => showToast(t('records.exported')),
  });
}
