import { useSim } from '../store/SimProvider';
import { selectArtifact } from '../store/selectors';
import { toHex } from '../sim/bytes/hex';

/** Placeholder bytes view: the current artifact's label and hex. */
export function BytesPanel() {
  const a = useSim(selectArtifact);
  return (
    <section className="bytes-panel" aria-label="Bytes">
      {a ? (
        <>
          <h3>{a.label}</h3>
          <pre>{toHex(a.bytes.subarray(0, 256), ' ')}</pre>
        </>
      ) : (
        <p>No bytes move in this step.</p>
      )}
    </section>
  );
}
