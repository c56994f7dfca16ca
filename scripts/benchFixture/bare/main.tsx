// The bench's yardstick for a cold load (`npm run bench`, cold-load-ratio): a bare Vite + React + Zustand page
// whose d3-scale and d3-shape compute one SVG path that React draws. Nothing else: no app, no prerendering.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { createRoot } from 'react-dom/client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

const store = createStore<{ points: [number, number][] }>()(() => ({
  points: Array.from({ length: 12 }, (_, i) => [i, Math.sin(i / 2)] as [number, number]),
}));

function Chart() {
  const points = useStore(store, (s) => s.points);
  const x = scaleLinear().domain([0, 11]).range([20, 620]);
  const y = scaleLinear().domain([-1, 1]).range([300, 20]);
  const d = line<[number, number]>()
    .x((p) => x(p[0]))
    .y((p) => y(p[1]))(points);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif' }}>
      <h1>A bare page</h1>
      <svg width={640} height={320} viewBox="0 0 640 320" role="img" aria-label="One line">
        <path d={d ?? ''} fill="none" stroke="steelblue" strokeWidth={2} />
      </svg>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Chart />);
