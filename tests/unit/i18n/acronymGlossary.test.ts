import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import type { Entry } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { ACRONYM_TOKEN, defKey, GLOSSARY_TERMS, termKey, termOf } from '../../../src/views/shared/glossary/glossaryTerms';

/**
 * The glossary covers every acronym the app's text uses, in both languages: the test lists the acronym-like
 * tokens of every English and Chinese catalogue value (placeholders and backticked code left out) and each must
 * be a glossary term, or one of the words below, which look like acronyms but are not.
 */
const NOT_ACRONYMS: Record<string, readonly string[]> = {
  // Opcode, packet-position and QP-state names, written in capitals as IBTA writes them.
  names: [
    'WRITE',
    'READ',
    'SEND',
    'REQUEST',
    'RESPONSE',
    'FIRST',
    'MIDDLE',
    'LAST',
    'ONLY',
    'ACKNOWLEDGE',
    'WITH',
    'IMMEDIATE',
    'RESET',
    'INIT',
    'ERROR',
    // A QP's path-migration states (ibv_mig_state: IBV_MIG_MIGRATED, IBV_MIG_REARM, IBV_MIG_ARMED).
    'MIGRATED',
    'REARM',
    'ARMED',
    'RETRY',
    'FLUSH',
    'END',
    // Plural opcode names: several READ or SEND operations.
    'READs',
    'SENDs',
    'WRITEs',
  ],
  // The app's own phase badges and labels.
  labels: ['SETUP', 'FABRIC', 'IMAGINED', 'ESTIMATE'],
  // Product and proper names.
  proper: [
    'BlueFlame',
    'InfiniBand',
    'ConnectX',
    'NVIDIA',
    'GPUDirect',
    'eXpressWare',
    'EtherType',
    'NFP6000',
    'iPXE',
    'PageUp',
    'PageDown',
    // Ethernet II, the frame format's name (a Roman numeral, not an acronym).
    'II',
    // Not an acronym by definition: the name of the RDMA-over-TCP protocol suite (RFC 5040 does not expand it).
    'iWARP',
    // Names inside expansions: the conference's organiser, the script language, Mellanox's first HCA family.
    'USENIX',
    'JavaScript',
    'InfiniHost',
    // The deck software a teacher exports slides for.
    'PowerPoint',
    // NVIDIA's GPU-side OpenSHMEM library, and DeepSeek's expert-parallel library built on it.
    'NVSHMEM',
    'DeepEP',
    // mlx5's device-object interface (mlx5dv_devx_*) and its DUMP WQE opcode, by their names in rdma-core and NVSHMEM.
    'DEVX',
    'DUMP',
    // NVIDIA's server and module names, its GPU link, and Linux's peer-to-peer DMA subsystem (drivers/pci/p2pdma.c).
    'DGX',
    'SXM4',
    'NVLink',
    'P2PDMA',
  ],
  // A file's name, where a GIF can go: not a term of the subject taught.
  files: ['README'],
  // Function names of the GPU stack, spelled as their sources spell them (CUDA driver API, NCCL).
  functions: [
    'cudaPointerGetAttributes',
    'ncclTopoNeedFlush',
    'cudaHostRegister',
    'cudaHostRegisterIoMemory',
    'cuFlushGPUDirectRDMAWrites',
    'ncclIbIflush',
    'cuMemAlloc',
    'cuMemGetHandleForAddressRange',
    'cuMemcpyDtoH',
    'cuMemcpyHtoD',
  ],
  // Units.
  units: ['KiB', 'MiB', 'GiB', 'MB', 'GB', 'GbE', 'GT', 'KB'],
  // Header field names, as the specifications spell them (the bytes view explains each field).
  fields: ['DestQP', 'AckReq', 'MigReq', 'TClass', 'FlowLabel', 'HopLmt', 'FirstBE', 'DevCtl2', 'ImmDt', 'MaxPayload', 'MaxReadReq'],
};
const EXCLUDED: ReadonlySet<string> = new Set(Object.values(NOT_ACRONYMS).flat());

const texts = (entry: Entry | undefined): string[] =>
  entry === undefined ? [] : typeof entry === 'string' ? [entry] : Object.values(entry).filter((v): v is string => typeof v === 'string');

/** The acronym-like tokens of a catalogue's values, each with one key that uses it. */
function tokensOf(catalogue: Readonly<Record<string, Entry>>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, entry] of Object.entries(catalogue))
    for (const text of texts(entry)) {
      const clean = text.replace(/\{[^}]*\}/g, ' ').replace(/`[^`]*`/g, ' ');
      for (const m of clean.matchAll(ACRONYM_TOKEN)) if (!found.has(m[1])) found.set(m[1], key);
    }
  return found;
}

describe('the glossary covers every acronym the app uses', () => {
  for (const [lang, catalogue] of [
    ['en', EN as Readonly<Record<string, Entry>>],
    ['zh-CN', ZH_CN],
  ] as const) {
    it(`every acronym in the ${lang} catalogue has a glossary entry`, () => {
      const missing = [...tokensOf(catalogue)]
        .filter(([tok]) => !EXCLUDED.has(tok) && termOf(tok) === null)
        .map(([tok, key]) => `${tok} (${key})`);
      expect(missing).toEqual([]);
    });
  }

  it('each entry has what it stands for and a definition, in English and in Chinese', () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThan(0);
    for (const term of GLOSSARY_TERMS) {
      for (const key of [termKey(term), defKey(term)]) {
        expect(texts(EN[key]).join('').length, `${key} (en)`).toBeGreaterThan(0);
        expect(texts(ZH_CN[key]).join('').length, `${key} (zh-CN)`).toBeGreaterThan(0);
      }
    }
  });

  it('every entry is an acronym the app uses, and no word is both a term and excluded', () => {
    const used = new Set([...tokensOf(EN as Readonly<Record<string, Entry>>).keys()].map(termOf));
    const glossaryOnly = Object.fromEntries(Object.entries(EN).filter(([k]) => !k.startsWith('glossary.')));
    const usedOutside = new Set([...tokensOf(glossaryOnly).keys()].map(termOf));
    expect(GLOSSARY_TERMS.filter((t) => !used.has(t) && !usedOutside.has(t))).toEqual([]);
    expect(GLOSSARY_TERMS.filter((t) => EXCLUDED.has(t))).toEqual([]);
  });

  it('a token names its term in its plural, numbered and past forms, and a code identifier is no token', () => {
    expect(termOf('HCA')).toBe('HCA');
    expect(termOf('WQEs')).toBe('WQE');
    expect(termOf('BAR0')).toBe('BAR');
    expect(termOf('nothing')).toBeNull();
    const tokens = (s: string) => [...s.matchAll(ACRONYM_TOKEN)].map((m) => m[1]);
    expect(tokens('the HCA reads IBV_WR_RDMA_WRITE at 0xABCD, see a/PCIe and R_Key')).toEqual(['HCA', 'R_Key']);
  });
});
