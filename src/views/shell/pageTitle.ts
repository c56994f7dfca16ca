import { msg } from '../../i18n/msg';

/** The page's name: the product's, whatever operation the view shows (the tab's title, and the prerendered pages'). */
export const PAGE_TITLE = msg('ui.header.title', { op: 'RDMA WRITE', sub: msg('ui.header.subtitle') });
