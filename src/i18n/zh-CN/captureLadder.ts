import type { CAPTURE_LADDER } from '../en/captureLadder';
import type { Entry } from '../msg';

export const ZH_CAPTURE_LADDER: { readonly [K in keyof typeof CAPTURE_LADDER]: Entry } = {
  'capture.ladder.title':
    '连接 {n} 的时序图：A 为请求端 {requester}，QP {qpA}；B 为响应端 {responder}，QP {qpB}。每个报文一个箭头，按抓包顺序排列。',
  'capture.ladder.caption':
    '每个报文一个箭头，按抓包顺序排列，并标出自该连接第一个报文起的时间（µs）。各行的间距为便于阅读而设，不按比例：等待越久，间距略大；≈ 表示一段被截短的长时间等待。选择一个箭头即可解读其报文。',
  'capture.ladder.roleA': 'A · 请求端',
  'capture.ladder.roleB': 'B · 响应端',
  'capture.ladder.badgeA': 'A',
  'capture.ladder.badgeB': 'B',
  'capture.ladder.qp': 'QP {qpn}',
  'capture.ladder.time': '{t}\u00a0µs',
  'capture.ladder.gap': '空闲 {t}\u00a0µs',
  'capture.ladder.arrow': '{opcode} PSN {psn}',
  'capture.ladder.resend': '重传',
  'capture.ladder.answer.ack': 'ACK',
  'capture.ladder.answer.rnr': 'RNR NAK',
  'capture.ladder.answer.nak-psn': 'NAK：PSN 序列错误',
  'capture.ladder.answer.nak-invalid': 'NAK：无效请求',
  'capture.ladder.answer.nak-access': 'NAK：远端访问错误',
  'capture.ladder.answer.nak-remote-op': 'NAK：远端操作错误',
  'capture.ladder.answer.nak-other': 'NAK',
  'capture.ladder.aToB': 'A 到 B',
  'capture.ladder.bToA': 'B 到 A',
  'capture.ladder.aria': '第 {frame} 帧，{direction}：{what}，PSN {psn}，时间 {time}{resend}',
  'capture.ladder.aria.resend': '，重传',
  'capture.ladder.more': { one: '……另有 {n} 个报文未画出', other: '……另有 {n} 个报文未画出' },
  'capture.ladder.legend': '箭头图例',
  'capture.ladder.legend.request': '请求',
  'capture.ladder.legend.response': 'READ 或原子操作的响应',
  'capture.ladder.legend.ack': 'ACK',
  'capture.ladder.legend.nak': 'NAK 或 RNR NAK',
  'capture.ladder.legend.resend': '重传（虚线）',
};
