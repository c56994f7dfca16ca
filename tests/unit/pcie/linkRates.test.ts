import { describe, expect, it } from 'vitest';
import {
  isLegalPayloadSize,
  PCIE_GENERATIONS,
  PCIE_PAYLOAD_SIZES,
  payloadSizeFromEncoding,
  pcieDataGbps,
  tlpSerializationNs,
  tlpWireBytes,
} from '../../../src/sim/pcie/linkRates';

describe('per-lane rates (pcie-bench/pcie-model model/pcie.py)', () => {
  it.each([
    [1, 2.5, 2.0],
    [2, 5, 4.0],
    [3, 8, 7.877],
    [4, 16, 15.754],
    [5, 32, 31.508],
    [6, 64, 60.5],
    [7, 128, 121.0],
  ] as const)('Gen%i: %f GT/s, %f Gb/s of data per lane', (gen, gt, data) => {
    expect(PCIE_GENERATIONS[gen].gtPerSec).toBe(gt);
    expect(PCIE_GENERATIONS[gen].dataGbpsPerLane).toBeCloseTo(data, 3);
  });

  it('x16 raw data rates match pcie-bench/pcie-model', () => {
    expect(pcieDataGbps(3, 16)).toBeCloseTo(126.03, 2);
    expect(pcieDataGbps(4, 16)).toBeCloseTo(252.06, 2);
    expect(pcieDataGbps(6, 16)).toBeCloseTo(968.0, 1);
  });
});

describe('TLP wire cost and serialization (pcie-bench/pcie-model model/pcie.py)', () => {
  it('adds 8 B of DLL/PHY per TLP: MWr64 overhead 24 B, MWr32/CplD 20 B', () => {
    expect(tlpWireBytes(16)).toBe(24);
    expect(tlpWireBytes(12)).toBe(20);
    expect(tlpWireBytes(64 + 16)).toBe(88);
  });

  it('reproduces the worked examples', () => {
    expect(tlpSerializationNs(64 + 16, 4, 16)).toBeCloseTo(2.79, 2); // 64-B BlueFlame MWr64, Gen4 x16 ≈ 2.8 ns
    expect(tlpSerializationNs(8 + 12, 3, 16)).toBeCloseTo(1.78, 2); // 8-B doorbell MWr32, Gen3 x16 ≈ 1.8 ns
    expect(16 * tlpSerializationNs(256 + 16, 4, 16)).toBeCloseTo(142.2, 1); // 4 KiB as 16 x 256-B MWr64 ≈ 142 ns
  });

  it('rejects a non-lane count', () => {
    expect(() => tlpSerializationNs(20, 4, 0)).toThrow(RangeError);
  });
});

describe('MPS / MRRS', () => {
  it('legal values are 128..4096, encodings 0..5', () => {
    expect(PCIE_PAYLOAD_SIZES).toEqual([128, 256, 512, 1024, 2048, 4096]);
    expect([0, 1, 2, 3, 4, 5].map(payloadSizeFromEncoding)).toEqual([...PCIE_PAYLOAD_SIZES]);
    expect(isLegalPayloadSize(256)).toBe(true);
    expect(isLegalPayloadSize(64)).toBe(false);
    expect(isLegalPayloadSize(8192)).toBe(false);
    expect(() => payloadSizeFromEncoding(6)).toThrow(RangeError);
  });
});
