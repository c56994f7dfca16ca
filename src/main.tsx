// The page's entry: its styles, and the program once the first frame is painted. The program's modules (React, the
// shell) take a quarter of a second to evaluate at CPU throttling 4×; a module script runs as soon as the HTML is
// parsed, often before the first frame, which then waited for them (cold first paint 944 ms against 503). They are
// fetched at once (modulepreload), evaluated after the paint. A hidden tab paints no frame: it starts at once.
import './views/shell/styles.css';
// After the layout's rules: on a narrow screen these win (same specificity or more).
import './views/shell/phone/phone.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
// A frame that paints nothing gets no animation frame: an embed on a slide that is off screen (a deck printed with
// ?print-pdf lays every slide out at once) must still start.
setTimeout(start, 1000);
