import { useRef } from 'react';
import { msg } from '../../i18n/msg';
import type { LinkKey } from '../../sim/bytes/field';
import { useActions } from '../../store/SimProvider';
import { useStepAnimation } from '../shared/hooks/useStepAnimation';
import { useT } from '../shared/i18n/useT';
import { pointAt } from '../shared/layout/geometry';
import { artifactPrimaryLink } from '../shared/layout/linkTargets';
import { ARTIFACT_H } from './layout/artifactLook';
import type { Leg, Motion } from './layout/motion';
import { trainProgress } from './layout/pipeline';
import type { TopologyLayout } from './layout/topologyLayout';

/** Ease in and out: slow at both ends of the leg. */
const ease = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/** Where item i of a leg is when the animation is at `progress` (0 to 1), or null when it is not drawn. */
function placeOf(leg: Leg, progress: number, i: number) {
  const span = leg.end - leg.start;
  const local = span <= 0 ? 1 : (progress - leg.start) / span;
  if (local < 0 || (local > 1 && !leg.persist)) return null;
  const lt = Math.min(1, local);
  const u = trainProgress(leg.linear ? lt : ease(lt), i, leg.spacing);
  return u === null ? null : pointAt(leg.route, u);
}

interface Props {
  motion: Motion;
  /** Restarts the animation when it changes (the step object: new per step and per scenario). */
  animKey: object;
  durationMs: number;
  selected: LinkKey | null;
}

/**
 * The artifacts moving in the current step: at most a dozen nodes, moved by
 * the animation hook writing `transform` and `visibility` on them directly
 * (no React render per frame). Each is drawn to scale with its bytes.
 */
export function ArtifactTrain({ motion, animKey, durationMs, selected }: Props) {
  const t = useT();
  const nodes = useRef<(SVGGElement | null)[][]>([]);
  const { select } = useActions();
  useStepAnimation(animKey, durationMs, (progress) => {
    motion.legs.forEach((leg, li) => {
      for (let i = 0; i < leg.items; i++) {
        const el = nodes.current[li]?.[i];
        if (!el) continue;
        const p = placeOf(leg, progress, i);
        if (p) {
          el.setAttribute('transform', `translate(${p.x.toFixed(1)},${p.y.toFixed(1)})`);
          el.setAttribute('visibility', 'visible');
        } else el.setAttribute('visibility', 'hidden');
      }
    });
  });
  if (motion.legs.length === 0) return null;
  const primary = artifactPrimaryLink(motion.links);
  const linked = selected !== null && motion.links.has(selected);
  const last = motion.legs[motion.legs.length - 1];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover mirrors the keyboard-reachable bytes panel; nothing here needs a key
    <g
      className={`in-flight ${linked ? 'linked' : ''}`}
      data-testid="artifact-in-flight"
      data-kind={motion.kind ?? undefined}
      data-items={motion.legs.reduce((n, l) => n + l.items, 0)}
      data-link={primary ?? undefined}
      data-linked={String(linked)}
      onMouseEnter={() => primary && select(primary)}
      onMouseLeave={() => primary && select(null)}
    >
      <title>{t(last.title)}</title>
      {motion.legs.map((leg, li) => (
        <g key={`${motion.legs.length}-${li}-${leg.kind}`} className={`leg kind-${leg.kind}`}>
          {Array.from({ length: leg.items }, (_, i) => {
            // The end state (the animation's last frame): what a first drawing, and the prerendered page, show.
            const end = placeOf(leg, 1, i);
            return (
              <g
                key={i}
                visibility={end ? 'visible' : 'hidden'}
                transform={end ? `translate(${end.x.toFixed(1)},${end.y.toFixed(1)})` : undefined}
                ref={(el) => {
                  nodes.current[li] ??= [];
                  nodes.current[li][i] = el;
                }}
              >
                <rect
                  className="artifact"
                  x={-leg.width / 2}
                  y={-ARTIFACT_H / 2}
                  width={leg.width}
                  height={ARTIFACT_H}
                  rx={2}
                  style={{ fill: leg.colour }}
                />
              </g>
            );
          })}
        </g>
      ))}
    </g>
  );
}

/** What is moving, written in a free spot near where it goes: "■ 8 B doorbell", "■ 16 B MRd TLP, then ■ 76 B CplD TLP". */
export function MotionCaption({ motion, L }: { motion: Motion; L: TopologyLayout }) {
  const t = useT();
  if (motion.legs.length === 0 || !motion.captioned) return null;
  const slot = L.slots[motion.slot];
  return (
    <text className="motion-caption" data-testid="artifact-caption" data-pan-focus="motion" x={slot.x} y={slot.y} textAnchor={slot.anchor}>
      {motion.legs.map((leg, i) => (
        <tspan key={i}>
          {i > 0 && <tspan className="then">{t(msg('viz.caption.then'))}</tspan>}
          <tspan className="swatch" style={{ fill: leg.colour }}>
            ■
          </tspan>
          {` ${t(leg.caption)}`}
        </tspan>
      ))}
    </text>
  );
}
