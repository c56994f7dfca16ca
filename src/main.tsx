// The page's entry: its styles, and the program once the first frame is painted. The program's modules (React, the
// shell) take a quarter of a second to evaluate at CPU throttling 4×; a module script runs as soon as the HTML is
// parsed, often before the first frame, which then waited for them (cold first paint 944 ms against 503). They are
// fetched after the paint too (the import's preload of its chunks): fetched with the page and compiled beside its first
// frame on a two-core machine, they held the first paint back by 35-50 ms at 1×. A hidden tab paints no frame: it
// starts at once.
// Every style sheet, in the cascade order written there.
import './views/styles.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
if (document.visibilityState !== 'visible') start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // Once the first paint is on screen: started at its frame, the program's fetch and compile took the CPU from
  // that frame's raster on a two-core machine and held its paint back.
  new PerformanceObserver((list, o) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    o.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(start, 0));
// A frame that paints nothing gets no animation frame: an embed on a slide that is off screen (a deck printed with
// ?print-pdf lays every slide out at once) must still start.
setTimeout(start, 1000);
