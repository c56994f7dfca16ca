/** Placeholder until the D3 topology lands (issue 4). */
export function Topology() {
  return <section className="topology placeholder" aria-label="Topology">Topology</section>;
}
