// Preloaded with `node --import` by `npm run bench` (export-peak-rss-mb) and the bounded-memory test: at exit,
// writes the process's peak resident set size (kB, from getrusage) to the file named by MAX_RSS_FILE.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.MAX_RSS_FILE) writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS));
});
