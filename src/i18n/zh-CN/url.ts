import type { URL_TEXT } from '../en/url';
import type { Entry } from '../msg';

/** 地址栏中除场景之外还接受的内容（简体中文）。 */
export const ZH_URL_TEXT: { readonly [K in keyof typeof URL_TEXT]: Entry } = {
  'url.allowed.once': '每个参数只出现一次（使用第一个值）',
  'url.allowed.keys': '场景键（{scenario}）或 {view} 之一',
  'url.allowed.step': '步骤 id（{first} … {last}）或 1..{n} 之间的数字',
  'url.allowed.theme': 'light 或 dark',
  'url.allowed.speed': '{speeds} 之一',
  'url.allowed.flag': '1 或 0',
  'url.allowed.tab': '{tabs} 之一',
  'url.allowed.capture': '一个示例抓包：{samples}（你自己的文件只能在面板中打开，不能通过链接打开）',
  'url.allowed.source': '“来源”列表中某一条目的 id，例如 {example}',
  'url.allowed.sourcePanel': '不能与其他面板同用：source 打开的是“来源”列表（panel=sources）',
};
