import { type Msg, msg } from '../../i18n/msg';
import type { Cite } from '../sources/cite';
import { SRC } from './sources';

export interface NuanceEntry {
  id: 'ntb' | 'cxl' | 'gpudirect' | 'blueflame';
  title: Msg;
  /** How it relates to the misconception, in one phrase. */
  relation: Msg;
  text: Msg[];
  sources: Cite[];
}

/**
 * Where a window really does map remote memory (Linux Documentation/driver-api/ntb.rst;
 * Documentation/driver-api/cxl/memory-devices.rst; NVIDIA, GPUDirect RDMA §1.1), and where the
 * CPU really does push data through the HCA's BAR (BlueFlame: rdma-core providers/mlx5/qp.c,
 * post_send_db and set_data_inl_seg): the cases that make
 * the misconception plausible, and why none of them is InfiniBand's data path.
 */
export const NUANCES: readonly NuanceEntry[] = [
  {
    id: 'ntb',
    title: msg('misconception.nuance.ntb.title'),
    relation: msg('misconception.nuance.ntb.relation'),
    text: [msg('misconception.nuance.ntb.text1'), msg('misconception.nuance.ntb.text2')],
    sources: [SRC.ntb],
  },
  {
    id: 'cxl',
    title: msg('misconception.nuance.cxl.title'),
    relation: msg('misconception.nuance.cxl.relation'),
    text: [msg('misconception.nuance.cxl.text1')],
    sources: [SRC.cxl],
  },
  {
    id: 'gpudirect',
    title: msg('misconception.nuance.gpudirect.title'),
    relation: msg('misconception.nuance.gpudirect.relation'),
    text: [
      msg('misconception.nuance.gpudirect.text1'),
      msg('misconception.nuance.gpudirect.text2'),
      msg('misconception.nuance.gpudirect.text3'),
    ],
    sources: [SRC.gpuDirect],
  },
  {
    id: 'blueflame',
    title: msg('misconception.nuance.blueflame.title'),
    relation: msg('misconception.nuance.blueflame.relation'),
    text: [msg('misconception.nuance.blueflame.text1'), msg('misconception.nuance.blueflame.text2')],
    sources: [SRC.blueFlameNuance, SRC.kalia, SRC.inlineSize],
  },
];
