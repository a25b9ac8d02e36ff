import { describe, expect, it } from 'vitest';
import { isRecordStatus, RECORD_STATUS_LIST, recordStatusLabelKey, recordStatusTone } from './record-status';

describe('record status mapping (SPEC 4)', () => {
  it('lists the four states of a deposit or withdrawal', () => {
    expect(RECORD_STATUS_LIST).toEqual(['reviewing', 'approved', 'success', 'rejected']);
  });
  it('gives each state its colour', () => {
    expect(recordStatusTone('reviewing')).toBe('pending');
    expect(recordStatusTone('approved')).toBe('progress');
    expect(recordStatusTone('success')).toBe('success');
    expect(recordStatusTone('rejected')).toBe('failure');
  });
  it('gives each state its label key', () => {
    expect(recordStatusLabelKey('reviewing')).toBe('status.reviewing');
    expect(recordStatusLabelKey('rejected')).toBe('status.rejected');
  });
  it('renders a state it does not know neutrally instead of failing', () => {
    expect(isRecordStatus('paused')).toBe(false);
    expect(recordStatusTone('paused')).toBe('neutral');
    expect(recordStatusLabelKey('paused')).toBe('status.unknown');
  });
});
