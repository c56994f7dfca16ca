import { describe, expect, it } from 'vitest';
import { formatDuration, formatSizeCli, formatSizeDrawing, formatSizePanel } from '../../../src/sim/format/plainText';

// Each style as its readers see it, pinned: a change of decimals or unit is a change of what they read.
describe('the format module', () => {
  it('durations, in each style', () => {
    const at = [5.25, 60, 150, 1263, 15_360, 1_050_644, 2_000_000_000];
    expect(at.map((n) => formatDuration(n, 'panel'))).toEqual([
      '5.3 ns',
      '60.0 ns',
      '150 ns',
      '1263 ns',
      '15.36 µs',
      '1.051 ms',
      '2.000 s',
    ]);
    expect(at.map((n) => formatDuration(n, 'timing'))).toEqual(['5.3 ns', '60 ns', '150 ns', '1.26 µs', '15.4 µs', '1.05 ms', '2.000 s']);
    expect(at.map((n) => formatDuration(n, 'coarse'))).toEqual([
      '0.0 µs',
      '0.1 µs',
      '0.1 µs',
      '1.3 µs',
      '15.4 µs',
      '1.05 ms',
      '2000.00 ms',
    ]);
    expect(formatDuration(930, 'perftest')).toBe('0.93 µs');
  });

  it('sizes, in each style', () => {
    const at = [8, 1000, 4096, 20_000, 1_536_000, 2 ** 30];
    expect(at.map(formatSizePanel)).toEqual(['8 B', '1000 B', '4 KiB', '19.5 KiB', '1.46 MiB', '1 GiB']);
    expect(at.map((n) => formatSizeDrawing(n))).toEqual(['8 B', '1000 B', '4 KiB', '19.5 KiB', '1.5 MiB', '1 GiB']);
    expect(at.map(formatSizeCli)).toEqual([
      '8 bytes',
      '1000 bytes',
      '4.00 KiB (4,096 bytes)',
      '19.53 KiB (20,000 bytes)',
      '1.46 MiB (1,536,000 bytes)',
      '1.00 GiB (1,073,741,824 bytes)',
    ]);
  });
});
