import { describe, expect, it } from 'vitest';
import { idlePhase } from './idle';

describe('inactivity phases (15 minutes, 60 s warning)', () => {
  const T = 900_000;
  const W = 60_000;
  it('is active until the last minute', () => {
    expect(idlePhase(T - W - 1, T, W).phase).toBe('active');
  });
  it('warns with the seconds left during the last minute', () => {
    expect(idlePhase(T - W, T, W)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idlePhase(T - 1_500, T, W)).toEqual({ phase: 'warning', secondsLeft: 2 });
  });
  it('times out at 15 minutes', () => {
    expect(idlePhase(T, T, W).phase).toBe('timedOut');
  });
});
