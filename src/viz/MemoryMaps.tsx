/** Placeholder until the memory maps land (issue 4). */
export function MemoryMaps() {
  return <section className="memory-maps placeholder" aria-label="Memory maps">Memory maps</section>;
}
