import { describe, expect, it } from 'vitest';
import { drawingPlacement } from '../../../src/views/teach/drawingPlacement';
import { TOPO_H, TOPO_W } from '../../../src/views/topology/layout/topologyLayout';

describe('drawingPlacement (the embed and the lecture view)', () => {
  it('puts a narrow drawing beside the text, with its aspect for the CSS', () => {
    expect(drawingPlacement({ w: 300, h: 520 })).toEqual({ beside: true, style: { '--drawing-aspect': '0.5769', '--drawing-w': '300.0' } });
    expect(drawingPlacement({ w: 149, h: 100 }).beside).toBe(true);
  });

  it('puts a wide drawing (the topology) or none above or under it', () => {
    expect(drawingPlacement({ w: TOPO_W, h: TOPO_H })).toEqual({ beside: false });
    expect(drawingPlacement({ w: 150, h: 100 })).toEqual({ beside: false });
    expect(drawingPlacement(null)).toEqual({ beside: false });
    expect(drawingPlacement({ w: 100, h: 0 })).toEqual({ beside: false });
  });
});
