import { describe, expect, it } from 'vitest';
import type { RecordRequest } from '@portal/shared';
import { filterArchive } from './records-list';

const set = (rid: string, custodian: string, patient: string, completed: string): RecordRequest => ({
  rid,
  request_type: 'Record',
  status: 'completed',
  custodian_name: custodian,
  patient_name: patient,
  ordered_on: null,
  completed_on: completed,
  can_download: true,
  records: [],
});

describe('archive search', () => {
  const list = [
    set('A-1', 'Mercy General Hospital', 'Avery Stone', '2026-03-01T12:00:00Z'),
    set('B-2', 'Lakeside Clinic', 'Robin Stone', '2026-05-20T12:00:00Z'),
  ];
  it('finds by provider or patient words, in any case', () => {
    expect(filterArchive(list, { text: 'mercy', from: '', to: '' }).map((r) => r.rid)).toEqual(['A-1']);
    expect(filterArchive(list, { text: 'robin lakeside', from: '', to: '' }).map((r) => r.rid)).toEqual(['B-2']);
    expect(filterArchive(list, { text: 'stone', from: '', to: '' })).toHaveLength(2);
    expect(filterArchive(list, { text: 'nobody', from: '', to: '' })).toHaveLength(0);
  });
  it('keeps the delivery dates within from and until (inclusive days)', () => {
    expect(filterArchive(list, { text: '', from: '2026-04-01', to: '' }).map((r) => r.rid)).toEqual(['B-2']);
    expect(filterArchive(list, { text: '', from: '', to: '2026-03-01' }).map((r) => r.rid)).toEqual(['A-1']);
  });
});
