import type { RecordStatus } from '@woohoo/shared/api/money';

/** SPEC 4: the states of a deposit or withdrawal record, in the order a record moves through them. */
export const RECORD_STATUS_LIST = [
  'reviewing',
  'approved',
  'success',
  'rejected',
] as const satisfies readonly RecordStatus[];

/** The colour family of a status badge. */
export type StatusTone = 'pending' | 'progress' | 'success' | 'failure' | 'neutral';

const TONES: Record<RecordStatus, StatusTone> = {
  reviewing: 'pending',
  approved: 'progress',
  success: 'success',
  rejected: 'failure',
};

/** Whether a string from the API is a status we know (an unknown one still renders, neutrally). */
export function isRecordStatus(value: string): value is RecordStatus {
  return (RECORD_STATUS_LIST as readonly string[]).includes(value);
}

/** Reviewing is yellow, approved blue, success green, rejected red; anything else grey. */
export function recordStatusTone(status: string): StatusTone {
  return isRecordStatus(status) ? TONES[status] : 'neutral';
}

/**
 * The locale key of a status (SPEC 4 wording): "On-chain reviewing", "Review approved",
 * "Success", "Review rejected"; "Unknown type" for a status the app does not know.
 */
export function recordStatusLabelKey(status: string): `status.${RecordStatus}` | 'status.unknown' {
  return isRecordStatus(status) ? `status.${status}` : 'status.unknown';
}
