import type { RecordType } from '@woohoo/shared/api/money';
import type { LanguageCode } from '@woohoo/shared/languages';
import { serverMessages } from '@woohoo/shared/server-messages/catalogue';
import type { ServerMessages } from '@woohoo/shared/server-messages/en_US';
import { formatUnits } from 'viem';
import { explorerTxUrl } from '../withdraw/withdrawal-record';

/** Turns a record row into its API shape: ISO times, computed fields, explorer links. */
export function toRecordView(
  type: RecordType,
  row: Record<string, unknown>,
  ctx: { explorerUrl: string | undefined; latestBlock: bigint | undefined },
) {
  const time = new Date(row.time as string | Date).toISOString();
  switch (type) {
    case 'deposit': {
      const { blockNumber, ...rest } = row;
      const confirmations =
        ctx.latestBlock === undefined ? 0 : Number(ctx.latestBlock - BigInt(blockNumber as string) + 1n);
      return { ...rest, time, confirmations: Math.max(0, confirmations) };
    }
    case 'withdraw': {
      const txHash = (row.txHash as string | null) ?? null;
      return {
        ...row,
        time,
        received: (BigInt(row.amount as string) - BigInt(row.fee as string)).toString(),
        txHash,
        explorerUrl: explorerTxUrl(ctx.explorerUrl, txHash),
      };
    }
    case 'transfer': {
      const amount = BigInt(row.amount as string);
      const fee = BigInt(row.fee as string);
      // The recipient's view shows what arrived: the sender paid the fee.
      return { ...row, time, received: (amount - fee).toString() };
    }
    case 'swap':
      return { ...row, time };
  }
}

const CSV_COLUMNS = {
  deposit: ['id', 'time', 'address', 'asset', 'amount', 'status', 'txHash'],
  withdraw: ['id', 'time', 'address', 'asset', 'amount', 'fee', 'received', 'status', 'txHash'],
  transfer: ['id', 'time', 'direction', 'address', 'asset', 'amount', 'fee', 'received', 'status'],
  swap: ['id', 'time', 'from', 'to', 'amount', 'fee', 'received', 'status'],
} as const satisfies Record<RecordType, readonly CsvColumn[]>;

type CsvColumn = keyof ServerMessages['csv']['columns'];

/** Columns holding an amount in the smallest unit: the export writes them as token amounts. */
const AMOUNT_COLUMNS = new Set<CsvColumn>(['amount', 'fee', 'received']);

/** An instant in ISO 8601 at a fixed UTC offset: 2026-11-23T19:46:08+08:00. */
export function isoWithOffset(date: Date, utcOffset: string): string {
  const sign = utcOffset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = utcOffset.slice(1).split(':').map(Number);
  const shifted = new Date(date.getTime() + sign * (hours * 60 + minutes) * 60_000);
  return `${shifted.toISOString().slice(0, 19)}${utcOffset === '+00:00' ? 'Z' : utcOffset}`;
}

/**
 * The export a spreadsheet can use: RFC 4180 with a header row in the caller's language, amounts as
 * exact token amounts (1060.4999, not base units), statuses and directions as words of that
 * language, times in ISO 8601 at the caller's offset, UTF-8 with a BOM so spreadsheet programs read
 * the non-Latin text. Cells a spreadsheet would run as a formula are prefixed with a quote.
 */
export function toCsv(
  type: RecordType,
  records: readonly Record<string, unknown>[],
  options: { lang: LanguageCode | undefined; utcOffset: string },
): string {
  const csv = csvWriter(type, options);
  return `${csv.start()}${csv.lines(records)}`;
}

/**
 * The export in pieces, for streaming: `start()` is the BOM and the header row, `lines(records)`
 * the rows of a batch, each ended by CRLF; joined they are exactly `toCsv`.
 */
export function csvWriter(type: RecordType, options: { lang: LanguageCode | undefined; utcOffset: string }) {
  const messages = serverMessages(options.lang);
  const columns: readonly CsvColumn[] = CSV_COLUMNS[type];
  const value = (record: Record<string, unknown>, column: CsvColumn): unknown => {
    const raw = record[column];
    if (AMOUNT_COLUMNS.has(column)) return formatUnits(BigInt(String(raw)), 18);
    if (column === 'time') return isoWithOffset(new Date(String(raw)), options.utcOffset);
    if (column === 'status') return messages.recordStatus[raw as keyof ServerMessages['recordStatus']] ?? raw;
    if (column === 'direction') return messages.csv.direction[raw as 'in' | 'out'] ?? raw;
    return raw;
  };
  const cell = (content: unknown): string => {
    let text = content === null || content === undefined ? '' : String(content);
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const line = (cells: unknown[]) => `${cells.map(cell).join(',')}\r\n`;
  return {
    start: () => `\uFEFF${line(columns.map((column) => messages.csv.columns[column]))}`,
    lines: (records: readonly Record<string, unknown>[]) =>
      records.map((record) => line(columns.map((column) => value(record, column)))).join(''),
  };
}
