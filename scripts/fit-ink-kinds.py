#!/usr/bin/env python3
"""Fits the printed/written ink classifier (lens.pipeline.InkKinds) and writes its model file.

Input: the CSV of ink measurements that `lens.pipeline.InkFeatureDump` (test scope) prints for
the shared photos (`set,photo,cell,written,contrast,stroke,spread,sharp,height,width,ox,oy`).
Labels come free with the data: every filled cell of printed/ is printed; in handfilled/ a cell
empty in the printed twin is written. The split is the project's split by puzzle
(lens.pipeline.DataSplit: canonical solution, SHA-256, 60/20/20): the model is fitted on train,
the 0.5 threshold is checked on validation, test is left alone.

Usage: scripts/fit-ink-kinds.py INK.csv SHARED_PHOTOS_DIR OUT.model   (needs numpy)
"""
import csv, hashlib, os, sys
import numpy as np


def read_dat(p):
    lines = open(p).read().split('\n')
    return [int(x) for l in lines[2:11] for x in l.split()]


def canonical(g):
    best = None
    for sym in range(8):
        m, nxt, s = [0] * 10, 1, []
        for cell in range(81):
            r, c = divmod(cell, 9)
            if sym & 1:
                r, c = c, r
            if sym & 2:
                r = 8 - r
            if sym & 4:
                c = 8 - c
            d = g[r * 9 + c]
            if d and not m[d]:
                m[d], nxt = nxt, nxt + 1
            s.append(str(m[d]))
        s = ''.join(s)
        best = s if best is None or s < best else best
    return best


def split_of(solution):
    h = hashlib.sha256(canonical(solution).encode()).digest()
    b = ((h[0] << 8) | h[1]) % 100
    return 'train' if b < 60 else 'validation' if b < 80 else 'test'


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


def main(csv_path, shared, out):
    split = {}
    for n in os.listdir(os.path.join(shared, 'handfilled')):
        if n.endswith('.dat'):
            split[n[:-4] + '.jpg'] = split_of(read_dat(os.path.join(shared, 'handfilled', n)))
    rows = [r for r in csv.DictReader(open(csv_path)) if r['photo'] in split]
    cols = ['contrast', 'stroke', 'spread', 'sharp', 'height', 'width', 'ox', 'oy']
    X = np.array([[float(r[c]) for c in cols] for r in rows])
    y = np.array([int(r['written']) for r in rows])
    part = np.array([split[r['photo']] for r in rows])
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
    main(*sys.argv[1:4])
