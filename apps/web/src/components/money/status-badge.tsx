import { useTranslation } from 'react-i18next';
import { recordStatusLabelKey, recordStatusTone, type StatusTone } from '../../lib/money/record-status';
import { StatusBadge as Badge } from '../layout/status-badge';
import type { Tone } from '../layout/tone';

/** The record states' tones (lib/money/record-status.ts) in the design system's colours. */
const TONES: Record<StatusTone, Tone> = {
  pending: 'accent',
  progress: 'info',
  success: 'success',
  failure: 'danger',
  neutral: 'neutral',
};

/** A record's SPEC 4 state as a coloured pill ("On-chain reviewing", "Success", ...). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[recordStatusTone(status)]} data-status={status}>
      {t(recordStatusLabelKey(status))}
    </Badge>
  );
}
