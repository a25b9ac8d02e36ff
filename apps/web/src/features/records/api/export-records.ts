import { useMutation } from '@tanstack/react-query';
import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import type { Endpoints } from '@woohoo/shared/endpoints/catalogue';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { requestFile } from '../../../lib/request-file';
import { saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast';
import { buildExportFilename, pickExportFilename } from '../utils/build-export-filename';
import { filenameFromDisposition } from '../utils/filename-from-disposition';

/** The device's UTC offset on a date as the export takes it: +08:00, -05:30, +00:00. */
export function utcOffsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * GET /api/records/{type}/export?status=&utcOffset=: the list as CSV, fetched with the session's
 * bearer token (a plain link could not send it) and handed to the browser as a download. Times
 * come at the device's offset; header and statuses in the language of the `lang` header.
 */
export async function exportRecords(type: RecordType, status: RecordStatus | undefined): Promise<string> {
  const file = await requestFile<Endpoints['records']['export'][RecordType]>(
    api,
    routes.records.export[type],
    { query: { status, utcOffset: utcOffsetOf(new Date()) } },
    { accept: 'text/csv, application/json' },
  );
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
