#!/usr/bin/env python3
"""Fits the printed/written ink classifier (lens.pipeline.InkKinds) and writes its model file.

Input: the CSV of ink measurements that `lens.pipeline.InkFeatureDump` (test scope) prints for
the shared photos (`set,photo,split,cell,written,contrast,stroke,spread,sharp,height,width,ox,oy`).
Labels come free with the data: every filled cell of printed/ is printed; in handfilled/ a cell
empty in the printed twin is written. `split` is the project's split by puzzle
(lens.ocr.training.DataSplit): the model is fitted on train, the 0.5 threshold is checked on
validation, test is left alone.

Usage: scripts/fit-ink-kinds.py INK.csv OUT.model   (needs numpy)
"""
import csv, sys
import numpy as np


def base(X):
    c, s, sh, h, ox, oy = X[:, 0], X[:, 1], X[:, 3], X[:, 4], X[:, 6], X[:, 7]
    return np.stack([c / 100, s * 10, sh, h, np.abs(ox), oy, np.abs(oy)], 1)


def relative(X, R):
    r = np.stack([(X[:, 0] - R[:, 0]) / 100, (X[:, 1] - R[:, 1]) * 10, X[:, 3] - R[:, 3], X[:, 4] - R[:, 4]], 1)
    return np.hstack([base(X), r, np.abs(r)])


def quad(Z):
    out = [Z]
    for i in range(Z.shape[1]):
        for j in range(i, Z.shape[1]):
            out.append((Z[:, i] * Z[:, j])[:, None])
    return np.hstack(out)


def fit(Z, y, l2=1e-3):
    mu, sd = Z.mean(0), Z.std(0) + 1e-9
    Z1 = np.hstack([(Z - mu) / sd, np.ones((len(Z), 1))])
    w = np.zeros(Z1.shape[1])
    for _ in range(100):
        p = 1 / (1 + np.exp(-Z1 @ w))
        g = Z1.T @ (p - y) / len(y) + l2 * w
        H = (Z1 * (p * (1 - p))[:, None]).T @ Z1 / len(y) + l2 * np.eye(len(w))
        step = np.linalg.solve(H, g)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return mu, sd, w


def predict(model, Z):
    mu, sd, w = model
    return 1 / (1 + np.exp(-(np.hstack([(Z - mu) / sd, np.ones((len(Z), 1))]) @ w)))


def references(X, keys, p, sure, min_cells):
    R = np.zeros_like(X)
    for k in set(keys):
        mk = keys == k
        m = mk & (p < sure)
        R[mk] = np.median(X[m if m.sum() >= min_cells else mk], 0)
    return R


SURE, MIN_CELLS = 0.2, 3


def main(csv_path, out):
    rows = list(csv.DictReader(open(csv_path)))
    cols = ['contrast', 'stroke', 'spread', 'sharp', 'height', 'width', 'ox', 'oy']
    X = np.array([[float(r[c]) for c in cols] for r in rows])
    y = np.array([int(r['written']) for r in rows])
    part = np.array([r['split'] for r in rows])
    keys = np.array([r['set'] + '/' + r['photo'] for r in rows])
    tr = part == 'train'
    first = fit(quad(base(X))[tr], y[tr])
    p1 = predict(first, quad(base(X)))
    R = references(X, keys, p1, SURE, MIN_CELLS)
    second = fit(quad(relative(X, R))[tr], y[tr])
    p2 = predict(second, quad(relative(X, R)))
    for s in ('train', 'validation'):
        m = part == s
        print(f'{s}: {m.sum()} cells, {((p2[m] > 0.5) == y[m]).mean():.4f} right', file=sys.stderr)
    with open(out, 'w') as f:
        f.write('# lens.pipeline.InkKinds model, written by scripts/fit-ink-kinds.py; lines: mean, sd, weights (bias last)\n')
        for model in (first, second):
            for v in model:
                f.write(' '.join(repr(float(x)) for x in v) + '\n')


if __name__ == '__main__':
    main(*sys.argv[1:3])
