import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extensionInTime, hipaaClock, overdueReceivedBefore } from './hipaa-clock';

const received = new Date('2026-01-01T15:30:00Z');
const on = (iso: string) => new Date(iso);

describe('the HIPAA clock (45 CFR 164.524(b)(2))', () => {
  it('counts calendar days from receipt: day 0 on receipt, day 30 on time, day 31 overdue', () => {
    expect(hipaaClock({ receivedAt: received, now: on('2026-01-01T23:59:00Z') })).toMatchObject({
      day: 0,
      limitDays: 30,
      overdue: false,
    });
    const d30 = hipaaClock({ receivedAt: received, now: on('2026-01-31T23:59:59Z') });
    expect(d30).toMatchObject({ day: 30, overdue: false, canExtend: true });
    expect(d30.dueOn.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(hipaaClock({ receivedAt: received, now: on('2026-02-01T00:00:00Z') })).toMatchObject({
      day: 31,
      overdue: true,
      canExtend: false,
    });
  });

  it('one extension of up to 30 days moves the deadline to day 60, only if given within the first 30 days', () => {
    const ext = { at: on('2026-01-20T10:00:00Z'), days: 30, reason: 'Records are in off-site storage' };
    const d34 = hipaaClock({ receivedAt: received, extension: ext, now: on('2026-02-04T09:00:00Z') });
    expect(d34).toMatchObject({ day: 34, limitDays: 60, overdue: false, canExtend: false });
    expect(d34.dueOn.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(hipaaClock({ receivedAt: received, extension: ext, now: on('2026-03-02T20:00:00Z') })).toMatchObject({
      day: 60,
      overdue: false,
    });
    expect(hipaaClock({ receivedAt: received, extension: ext, now: on('2026-03-03T00:00:01Z') })).toMatchObject({
      day: 61,
      overdue: true,
    });
    expect(hipaaClock({ receivedAt: received, extension: { ...ext, days: 99 }, now: received }).limitDays).toBe(60);
    expect(extensionInTime(received, on('2026-01-31T23:00:00Z'))).toBe(true);
    expect(extensionInTime(received, on('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('stops when answered', () => {
    const c = hipaaClock({
      receivedAt: received,
      stoppedAt: on('2026-01-12T08:00:00Z'),
      now: on('2026-06-01T00:00:00Z'),
    });
    expect(c).toMatchObject({ day: 11, stopped: true, overdue: false, canExtend: false });
  });

  it('the database cutoff agrees with the clock for every receipt time and every now', () => {
    const t = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(t, fc.integer({ min: 0, max: 90 * 86_400_000 }), fc.constantFrom(30, 45, 60), (r, later, limit) => {
        const now = r + later;
        const byClock = hipaaClock({
          receivedAt: new Date(r),
          now,
          extension: limit > 30 ? { at: new Date(r), days: limit - 30, reason: 'x' } : null,
        }).overdue;
        expect(new Date(r) < overdueReceivedBefore(now, limit)).toBe(byClock);
      }),
    );
  });
});
