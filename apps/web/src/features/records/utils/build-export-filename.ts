import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The name of a CSV export when the server does not suggest one:
 * woohoo-withdraw-records-reviewing-20250102-130405.csv (local time; "all" without a filter).
 */
export function buildExportFilename(type: RecordType, status: RecordStatus | undefined, now: Date): string {
  const stamp =
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `woohoo-${type}-records-${status ?? 'all'}-${stamp}.csv`;
}

/** The server's name when it gives a .csv one, else ours. */
export function pickExportFilename(serverName: string | undefined, fallback: string): string {
  return serverName && /\.csv$/i.test(serverName) ? serverName : fallback;
}
