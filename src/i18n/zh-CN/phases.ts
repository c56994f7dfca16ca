import type { PHASES_TEXT } from '../en/phases';
import type { Entry } from '../msg';

/** 阶段标签：经典编号 A1..B4 保持原样，其余阶段用词语。 */
export const ZH_PHASES_TEXT: { readonly [K in keyof typeof PHASES_TEXT]: Entry } = {
  'phase.SETUP': '准备',
  'phase.A1': 'A1',
  'phase.A2': 'A2',
  'phase.A3': 'A3',
  'phase.FABRIC': '网络',
  'phase.B1': 'B1',
  'phase.B2': 'B2',
  'phase.B3': 'B3',
  'phase.B4': 'B4',
  'phase.RESPONSE': '响应',
  'phase.ACK': 'ACK',
  'phase.RETRY': '重传',
  'phase.COMPLETION': '完成项',
  'phase.MISCONCEPTION': '✗ 设想',
};
