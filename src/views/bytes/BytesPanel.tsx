import { useCallback, useMemo, useState } from 'react';
import { msg } from '../../i18n/msg';
import type { Artifact } from '../../sim/trace/types';
import { useSim } from '../../store/SimProvider';
import { useT } from '../shared/i18n/useT';
import { leadField } from '../shared/keyFields';
import { ArtifactPicker } from './ArtifactPicker';
import { FieldDetails } from './FieldDetails';
import { FieldTree } from './FieldTree';
import { ancestorsOf, buildFieldModel, byteRange } from './fieldModel';
import { HexView } from './HexView';
import { computeHighlight, type Focus, primaryField } from './highlight';
import { selectSelectedLink, selectSelectedPath, selectStepRole } from './selectors';
import { useCurrentArtifact } from './useCurrentArtifact';
import { useLinkedSelection } from './useLinkedSelection';
// What each byte means comes with the byte views.
import '../shared/i18n/englishFields';

type Source = 'mouse' | 'key';
/** The focus remembers its artifact and its source: a new packet drops it, and leaving with the mouse does not drop a keyboard focus. */
interface Pointed {
  artifact: Artifact;
  focus: Focus;
  source: Source;
}

/**
 * The current artifact's bytes: coloured dump, field tree and the meaning of what is pointed at. On a `slide`, nothing
 * pointed at means the artifact's most important field: lit in the dump, open and in view in the tree, its value and
 * meaning below, so a slide shows what its line is about without a pointer; and the bits show only where they fit whole.
 */
export function BytesPanel({ slide = false }: { slide?: boolean } = {}) {
  const t = useT();
  const { sets, cursor, artifact } = useCurrentArtifact();
  const link = useSim(selectSelectedLink);
  const selectedPath = useSim(selectSelectedPath);
  const role = useSim(selectStepRole);
  const model = useMemo(() => (artifact ? buildFieldModel(artifact.fields, artifact.bytes.length) : null), [artifact]);
  const [pointed, setPointed] = useState<Pointed | null>(null);
  const current = pointed && pointed.artifact === artifact ? pointed : null;
  const leadPath = useMemo(() => (slide && artifact ? (leadField(artifact, role)?.path ?? null) : null), [slide, artifact, role]);
  const focus: Focus | null = current?.focus ?? (leadPath ? { kind: 'field', path: leadPath } : null);
  const leading = !current && leadPath !== null;

  const point = useCallback(
    (next: Focus | null, source: Source) => {
      if (!artifact) return;
      setPointed((p) => (next ? { artifact, focus: next, source } : p && p.source === source ? null : p));
    },
    [artifact],
  );
  const pointByte = useCallback((o: number | null, s: Source) => point(o === null ? null : { kind: 'byte', offset: o }, s), [point]);
  const pointField = useCallback((p: string | null, s: Source) => point(p === null ? null : { kind: 'field', path: p }, s), [point]);

  const hl = useMemo(() => (model ? computeHighlight(model, focus, link) : null), [model, focus, link]);
  const primary = hl ? primaryField(hl.focused) : null;
  useLinkedSelection(primary);

  // A value selected in another view opens the groups that hold it here (ours are already in view).
  const forcedOpen = useMemo(() => {
    const open = new Set<string>();
    if (model && leading && leadPath) for (const a of ancestorsOf(model, leadPath)) open.add(a);
    if (!model || !link || (selectedPath && model.byPath.has(selectedPath))) return open;
    for (const f of model.byPath.values()) {
      if (f.link !== link) continue;
      for (const a of ancestorsOf(model, f.path)) open.add(a);
    }
    return open;
  }, [model, link, selectedPath, leading, leadPath]);

  if (!artifact || !model || !hl || !cursor) {
    return (
      <section className="bytes-panel empty" aria-label={t(msg('ui.bytes.label'))} data-testid="bytes-panel">
        <p>{t(msg('ui.bytes.none'))}</p>
      </section>
    );
  }
  const revealBytes = focus?.kind === 'field' && primary ? byteRange(primary) : null;
  return (
    <section className="bytes-panel" aria-label={t(msg('ui.bytes.label'))} data-testid="bytes-panel">
      <ArtifactPicker sets={sets} cursor={cursor} byteLength={artifact.bytes.length} />
      <div className="bytes-main">
        <HexView
          bytes={artifact.bytes}
          model={model}
          flags={hl.bytes}
          cursor={focus?.kind === 'byte' && current?.source === 'key' ? focus.offset : null}
          reveal={revealBytes}
          onPoint={pointByte}
        />
        <FieldTree
          model={model}
          paths={hl.paths}
          forcedOpen={forcedOpen}
          icrcFocused={hl.icrcFocused}
          reveal={focus?.kind === 'byte' ? (primary?.path ?? null) : leading ? leadPath : null}
          onPoint={pointField}
        />
      </div>
      <FieldDetails artifact={artifact} model={model} focus={focus} highlight={hl} rulerWhereWhole={slide} />
    </section>
  );
}
