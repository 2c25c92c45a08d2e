// The digit shapes of the captcha: two or three hand-made variants per digit on a 10 x 16 grid (x right,
// y down), so no single template per digit describes every picture. A stroke is a list of points that
// the renderer jitters, rounds and cuts into short pieces; none of these lists reaches the markup.

export type Point = readonly [number, number];
export type Stroke = readonly Point[];
export type Glyph = readonly Stroke[];

/** Points along an ellipse (degrees, y down: 270 is the top, 90 the bottom), ends included. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.round(Math.abs(to - from) / 20));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

export const GLYPH_VARIANTS: Readonly<Record<string, readonly Glyph[]>> = {
  '0': [
    [arc(5, 8, 5, 8, 270, 630)],
    [[[3, 0], [7, 0], [10, 4], [10, 12], [7, 16], [3, 16], [0, 12], [0, 4], [3, 0]]],
  ],
  '1': [
    [[[3.5, 2], [6, 0], [6, 16]], [[3, 16], [9, 16]]],
    [[[6, 0], [6, 16]]],
  ],
  '2': [
    [[[0, 4], [2, 0], [8, 0], [10, 3], [10, 6], [0, 16], [10, 16]]],
    [[...arc(5, 4.5, 5, 4.5, 195, 385), [0, 16], [10.5, 16]]],
  ],
  '3': [
    [[[0, 1], [8, 0], [10, 3], [9, 7], [4, 8], [9, 9], [10, 13], [8, 16], [0, 15]]],
    [[...arc(5, 4, 4.5, 4, 200, 450), ...arc(5, 12, 5, 4, 270, 520)]],
    [[[0, 0], [10, 0], [4, 6.5], ...arc(5, 11, 5, 5, 250, 520)]],
  ],
  '4': [
    [[[7, 16], [7, 0], [0, 11], [10, 11]]],
    [[[6.5, 0], [0, 11], [10, 11]], [[7.5, 5], [7.5, 16]]],
    [[[2, 0], [0, 10], [10, 10]], [[8, 3], [8, 16]]],
  ],
  '5': [
    [[[10, 0], [1, 0], [0, 7], [7, 6], [10, 9], [10, 13], [7, 16], [0, 15]]],
    [[[9.5, 0], [1.5, 0], [0.5, 7.5], ...arc(4.5, 11, 5.5, 5, 235, 520)]],
  ],
  '6': [
    [[[9, 0], [3, 2], [0, 8], [0, 13], [3, 16], [7, 16], [10, 13], [10, 10], [7, 7], [3, 7], [0, 10]]],
    [[[8, 0], [3, 3], [0.2, 11], ...arc(5, 11.5, 4.8, 4.5, 180, 540)]],
  ],
  '7': [
    [[[0, 0], [10, 0], [4, 16]], [[3, 8], [9, 8]]],
    [[[0, 0], [10, 0], [4, 16]]],
  ],
  '8': [
    [[[5, 8], [1, 6], [1, 2], [4, 0], [6, 0], [9, 2], [9, 6], [5, 8], [0, 11], [0, 14], [3, 16], [7, 16], [10, 14], [10, 11], [5, 8]]],
    [arc(5, 4, 4, 4, 90, 450), arc(5, 12, 5, 4, 270, 630)],
  ],
  '9': [
    [[[10, 6], [7, 9], [3, 9], [0, 6], [0, 3], [3, 0], [7, 0], [10, 3], [10, 9], [9, 16]]],
    [[...arc(5, 5, 5, 5, 0, 360), [9.5, 16]]],
  ],
};
