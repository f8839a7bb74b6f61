// Drawing on a grid seen in perspective, shared by the photo and the camera views: the grid's
// four corners (top-left, top-right, bottom-right, bottom-left) map the unit square onto the
// picture; each cell's digit or mark is drawn upright in a 100x100 box mapped by the local affine
// part of that perspective, so it lies on the paper like the printed digits.
"use strict";

window.LensOverlay = (function () {
  /** The map from the unit square onto the quad [x0, y0, ... x3, y3]. */
  function squareToQuad(q) {
    const [x0, y0, x1, y1, x2, y2, x3, y3] = q;
    const sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
    let g = 0, h = 0;
    if (Math.abs(sx) > 1e-9 || Math.abs(sy) > 1e-9) {
      const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
      const den = dx1 * dy2 - dx2 * dy1;
      g = (sx * dy2 - dx2 * sy) / den;
      h = (dx1 * sy - sx * dy1) / den;
    }
    const a = x1 - x0 + g * x1, b = x3 - x0 + h * x3, d = y1 - y0 + g * y1, e = y3 - y0 + h * y3;
    return (u, v) => { const w = g * u + h * v + 1; return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w]; };
  }

  const UNIFORM = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => i / 9);

  /** Sets ctx to draw cell i in a 100x100 box; lines are the grid lines as fractions (uniform when absent). */
  function cellTransform(ctx, map, i, lines) {
    const rows = lines ? lines.rows : UNIFORM, cols = lines ? lines.cols : UNIFORM;
    const r = Math.floor(i / 9), c = i % 9;
    const p = map(cols[c], rows[r]), px = map(cols[c + 1], rows[r]), py = map(cols[c], rows[r + 1]);
    ctx.setTransform((px[0] - p[0]) / 100, (px[1] - p[1]) / 100, (py[0] - p[0]) / 100, (py[1] - p[1]) / 100, p[0], p[1]);
  }

  /** Draws [cell, digit] pairs in blue; returns how many were drawn. */
  function drawDigits(ctx, corners, cells, lines) {
    const map = squareToQuad(corners);
    ctx.save();
    ctx.fillStyle = 'rgba(20, 110, 255, 0.92)';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = 'bold 66px sans-serif';
    for (const [i, digit] of cells) {
      cellTransform(ctx, map, i, lines);
      ctx.fillText(String(digit), 50, 54);
    }
    ctx.restore();
    return cells.length;
  }

  /**
   * Circles the wrong cells in red and the cells to check by eye ({@code check}) in amber, ticks
   * the right filled ones in green and circles the empty cells still to look at ({@code left}: a
   * finished grid's digits the photo did not show) in the digits' blue, as {@code verify} marks
   * its picture. Returns how many cells were circled.
   */
  function drawMarks(ctx, corners, wrong, right, lines, left = [], check = []) {
    const map = squareToQuad(corners);
    ctx.save();
    ctx.lineCap = 'round';
    const circles = [[wrong, 'rgba(230, 30, 30, 0.95)'], [check, 'rgba(255, 165, 0, 0.95)'],
      [left, 'rgba(20, 110, 255, 0.92)']];
    for (const [cells, colour] of circles) {
      for (const i of cells) {
        cellTransform(ctx, map, i, lines);
        ctx.strokeStyle = colour;
        ctx.lineWidth = 9;
        ctx.beginPath();
        ctx.arc(50, 50, 42, 0, 2 * Math.PI);
        ctx.stroke();
      }
    }
    for (const i of right) {
      cellTransform(ctx, map, i, lines);
      ctx.strokeStyle = 'rgba(0, 160, 40, 0.95)';
      ctx.lineWidth = 8;
      ctx.beginPath();
      ctx.moveTo(68, 78);
      ctx.lineTo(77, 88);
      ctx.lineTo(94, 64);
      ctx.stroke();
    }
    ctx.restore();
    return wrong.length + check.length + left.length;
  }

  /**
   * Shades cells in a light yellow: the house or cells a hint's step reasons in (as the command
   * line's hint picture highlights them), under the digits drawn after.
   */
  function shadeCells(ctx, corners, cells, lines) {
    const map = squareToQuad(corners);
    ctx.save();
    ctx.fillStyle = 'rgba(255, 214, 0, 0.3)';
    for (const i of cells) {
      cellTransform(ctx, map, i, lines);
      ctx.fillRect(0, 0, 100, 100);
    }
    ctx.restore();
    return cells.length;
  }

  /** The grid's outline. */
  function outline(ctx, corners, colour, width) {
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (let i = 0; i < 4; i++) ctx[i ? 'lineTo' : 'moveTo'](corners[2 * i], corners[2 * i + 1]);
    ctx.closePath();
    ctx.stroke();
    ctx.restore();
  }

  /** The empty cells of a puzzle with their solution digits. */
  function missing(puzzle, solution) {
    const cells = [];
    for (let i = 0; i < 81; i++) if (puzzle[i] === '0' || puzzle[i] === '.') cells.push([i, solution[i]]);
    return cells;
  }

  /** "r3c5" to a cell index. */
  function cellIndex(name) {
    const m = /^r(\d)c(\d)$/.exec(name);
    return m ? (m[1] - 1) * 9 + (m[2] - 1) : -1;
  }

  return { squareToQuad, drawDigits, drawMarks, shadeCells, outline, missing, cellIndex };
}());
