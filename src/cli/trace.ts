// `npm run --silent trace -- --scenario FILE.json --json OUT.json --pcap OUT.pcap`, `--summary`, `--calibration`
// The engineers' interface: the same scenario the app takes, the same trace, as files.
import { runTrace } from './run';

runTrace(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }).then((code) => {
  process.exitCode = code;
});
