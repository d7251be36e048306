import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalLoop, type IntervalLoop } from './interval-loop';

interface ManualRounds {
  /** When each round started (fake time). */
  started: number[];
  /** What `stopped()` said as each round finished. */
  stoppedSeen: boolean[];
  running(): number;
  round(stopped: () => boolean): Promise<number>;
  finish(): void;
}

const everyManualRounds: ManualRounds[] = [];

/** A round the test finishes by hand: `finish()` ends the oldest one still running. */
function manualRounds(): ManualRounds {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  let count = 0;
  const stoppedSeen: boolean[] = [];
  const rounds: ManualRounds = {
    started,
    stoppedSeen,
    running: () => finishers.length,
    round: (stopped: () => boolean) => {
      count += 1;
      const n = count;
      started.push(Date.now());
      return new Promise<number>((resolve) => {
        finishers.push(() => {
          stoppedSeen.push(stopped());
          resolve(n);
        });
      });
    },
    finish: () => finishers.shift()!(),
  };
  everyManualRounds.push(rounds);
  return rounds;
}

describe('startIntervalLoop', () => {
  let loop: IntervalLoop<unknown> | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(async () => {
    for (const rounds of everyManualRounds.splice(0)) while (rounds.running()) rounds.finish();
    await loop?.stop();
    loop = undefined;
    vi.useRealTimers();
  });

  it('runs a round every interval, counted from the end of the previous round', async () => {
    const rounds = manualRounds();
    loop = startIntervalLoop({ round: rounds.round, intervalMs: 100, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(99);
    expect(rounds.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds.started).toEqual([100]);
    // A slow round: the next does not start while it runs, nor overlap it.
    await vi.advanceTimersByTimeAsync(250);
    expect(rounds.started).toEqual([100]);
    rounds.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(rounds.started).toEqual([100, 450]);
  });

  it('starts the first round after firstDelayMs (0: at once)', async () => {
    const rounds = manualRounds();
    loop = startIntervalLoop({ round: rounds.round, intervalMs: 100, firstDelayMs: 0, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.started).toEqual([0]);
  });

  it('runs runOnce after the round in progress, never alongside it, and returns its result', async () => {
    const rounds = manualRounds();
    loop = startIntervalLoop({ round: rounds.round, intervalMs: 100, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(100);
    const onDemand = loop.runOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.running()).toBe(1);
    rounds.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.running()).toBe(1);
    rounds.finish();
    await expect(onDemand).resolves.toBe(2);
  });

  it('reports a failed round of its own and goes on; runOnce rejects with the error instead', async () => {
    const onError = vi.fn();
    const failure = new Error('database unreachable');
    const round = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue('ok');
    loop = startIntervalLoop({ round, intervalMs: 100, onError });
    await vi.advanceTimersByTimeAsync(100);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(100);
    expect(round).toHaveBeenCalledTimes(2);

    round.mockRejectedValueOnce(failure);
    await expect(loop.runOnce()).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledTimes(1);
    // The loop's next round is not held up by the failed one.
    await expect(loop.runOnce()).resolves.toBe('ok');
  });

  it('stop waits for the round in progress, which sees stopped(), and no round runs after it', async () => {
    const rounds = manualRounds();
    loop = startIntervalLoop({ round: rounds.round, intervalMs: 100, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    rounds.finish();
    await stopping;
    expect(rounds.stoppedSeen).toEqual([true]);
    await vi.advanceTimersByTimeAsync(10 * 100);
    expect(rounds.started).toEqual([100]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopped before its first round, it never runs one', async () => {
    const round = vi.fn().mockResolvedValue(undefined);
    loop = startIntervalLoop({ round, intervalMs: 100, onError: vi.fn() });
    await loop.stop();
    await vi.advanceTimersByTimeAsync(10 * 100);
    expect(round).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive while it waits', () => {
    vi.useRealTimers();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    loop = startIntervalLoop({ round: async () => undefined, intervalMs: 60_000, onError: vi.fn() });
    expect(timers()).toBe(before);
  });
});
