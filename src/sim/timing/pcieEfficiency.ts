import type { PcieGeneration } from '../pcie/linkRates';

/**
 * The share of a PCIe link's data rate left for TLPs once the data-link layer's
 * Ack and UpdateFC DLLPs and the physical layer's SKP ordered sets take theirs:
 * pcie-bench/pcie-model model/pcie.py's "usable at TLP layer" over its raw x16 rate, with MPS 256
 * (outputs of running it): Gen1 24.81/32.00, Gen2 55.51/64.00, Gen3 113.70/126.03,
 * Gen4 227.40/252.06, Gen5 454.80/504.12, Gen6 873.29/968.0 (Gen7: pcie-model copies Gen6).
 * The model uses these x16/MPS-256 shares for every width and MPS (an approximation).
 */
export const PCIE_TLP_SHARE: Readonly<Record<PcieGeneration, number>> = Object.freeze({
  1: 24.81 / 32,
  2: 55.51 / 64,
  3: 113.7 / 126.03,
  4: 227.4 / 252.06,
  5: 454.8 / 504.12,
  6: 873.29 / 968,
  7: 873.29 / 968,
});
