import { createContext } from 'react';
import type { MsgKey } from '../../../i18n/en';
import { isMsg, type Msg, type MsgParam } from '../../../i18n/msg';
import type { Machine } from '../../../sim/scenario/types';

/**
 * Who plays the HCA in the drawings below (the memory maps): a ConnectX card, or soft-RoCE over a plain NIC. A
 * drawing that names a card's part (its BAR0's UAR pages, its MTT) says what soft-RoCE has in its place.
 */
export const MachineContext = createContext<Machine>('hca');

/** The drawings' words for a card's parts, and soft-RoCE's words for what stands in their place (same parameters). */
const ON_RXE: Partial<Record<MsgKey, MsgKey>> = {
  'viz.phys.barHead': 'viz.rxe.phys.barHead',
  'viz.phys.barTitle': 'viz.rxe.phys.barTitle',
  'viz.phys.barMarkerTitle': 'viz.rxe.phys.barTitle',
  'viz.phys.doorbell': 'viz.rxe.phys.doorbell',
  'viz.phys.doorbellTitle': 'viz.rxe.phys.doorbellTitle',
  'viz.phys.bar.memic': 'viz.rxe.phys.bar.registers',
  'viz.phys.bar.memicAbout': 'viz.rxe.phys.bar.registersAbout',
  'viz.phys.bar.uarHigh': 'viz.rxe.phys.bar.registers',
  'viz.phys.bar.uarHighAbout': 'viz.rxe.phys.bar.registersAbout',
  'viz.phys.bar.uar': 'viz.rxe.phys.bar.rings',
  'viz.phys.bar.uarAbout': 'viz.rxe.phys.bar.ringsAbout',
  'viz.phys.bar.uarLow': 'viz.rxe.phys.bar.registers',
  'viz.phys.bar.uarLowAbout': 'viz.rxe.phys.bar.registersAbout',
  'viz.phys.bar.init': 'viz.rxe.phys.bar.registers',
  'viz.phys.bar.initAbout': 'viz.rxe.phys.bar.registersAbout',
  'viz.pages.dbr': 'viz.rxe.pages.skb',
  'viz.va.cq': 'viz.rxe.va.cq',
  'viz.va.sq': 'viz.rxe.va.sq',
  'viz.va.why.cq': 'viz.rxe.va.why.cq',
  'viz.va.why.sq': 'viz.rxe.va.why.sq',
  'viz.mr.mtt': 'viz.rxe.mr.pages',
  'viz.mr.mttLkey': 'viz.rxe.mr.pagesLkey',
  'viz.mr.mttTitle': 'viz.rxe.mr.pagesTitle',
  'viz.mr.note': 'viz.rxe.mr.note',
  'viz.mr.noteIommu': 'viz.rxe.mr.note',
};

const swapParam = (v: MsgParam): MsgParam => (isMsg(v) ? forMachine('rxe', v) : v);

/** The message a drawing shows on this machine: soft-RoCE's word where a card's part has none (its parameters too). */
export function forMachine(machine: Machine, m: Msg): Msg {
  if (machine !== 'rxe') return m;
  const key = (ON_RXE[m.key as MsgKey] ?? m.key) as Msg['key'];
  const params = m.params ? Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, swapParam(v as MsgParam)])) : undefined;
  return params ? { ...m, key, params } : { ...m, key };
}
