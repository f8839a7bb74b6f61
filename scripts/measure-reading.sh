#!/usr/bin/env bash
# Renders the pen-filled sets of one split and prints every reading figure the notes quote for it:
# `eval` (cells, grids, calibration error), `eval --verify` (false alarms, complete grids called
# correct, planted mistakes caught) on the rendered sets and on the shared printed and hand-filled
# photos of that split, as they are and degraded; `verify` against the puzzle known and, as a user
# runs it, against the printed digits read (`--printed-read`); and `eval --solve` (what `solve
# PHOTO` answers: right, wrong or refused).
#
#   scripts/measure-reading.sh validation   # every choice is made on these
#   scripts/measure-reading.sh test         # read only to report, after the choices
#
# Environment: JAR (default target/sudoku-lens.jar), OUT (where the sets are rendered; default
# /tmp/sudoku-lens-SPLIT). It runs from the repository's root: the writers' digits are read from
# ../shared/handwriting relative to the working directory (elsewhere only MNIST's). The seeds are
# fixed, so a set is the same pages on every run of the same renderer; the split's writers
# (`render-sample --pen SPLIT`) and photos (`--onto`, by DataSplit's rule) are never another
# split's. Run it on an otherwise idle machine when the ms figures matter.
set -euo pipefail

split=${1:-}
# seeds: pen in photos, with marks, with mistakes; pages, with marks, with mistakes; portrait
# pages; portrait pages whose grid fills the frame; pen in photos and pages with full notes (the
# test seeds and sizes are those of the test figures quoted since 2026-11-24; the close-up set's
# since 2026-11-28, the full notes' since 2026-12-01)
case "$split" in
  validation) photos=64; pages=1280x960; s=(5600000 5700000 5800000 5400000 5450000 5500000 7300000 7400000 6000000 5900000) ;;
  test) photos=44; pages=800x600; s=(8600000 8750000 8800000 9000000 8400000 9200000 8300000 8350000 9400000 9500000) ;;
  *) echo "usage: scripts/measure-reading.sh validation|test" >&2; exit 2 ;;
esac
# shellcheck source=scripts/measure-setup.sh
source "$(dirname "$0")/measure-setup.sh" ""  # no kind: the sets go to /tmp/sudoku-lens-SPLIT

# Pen of the split's writers in the split's real newspaper photos (640x480), and rendered pages.
# (two pages a photo: the validation split has 32 printed photos, the test split 22)
render pen-in-photos --onto "$printed" --count "$photos" --seed "${s[0]}"
render pen-in-photos-marks --onto "$printed" --marks --count "$photos" --seed "${s[1]}"
render pen-in-photos-m2 --onto "$printed" --mistakes 2 --count "$photos" --seed "${s[2]}"
render pen-pages --count 60 --seed "${s[3]}" --size "$pages"
render pen-pages-marks --marks --count 60 --seed "${s[4]}" --size 1280x960
render pen-pages-m2 --mistakes 2 --count 60 --seed "${s[5]}" --size "$pages"
render pen-pages-portrait --count 40 --seed "${s[6]}" --size 960x1280
render pen-pages-close --close-up --count 40 --seed "${s[7]}" --size 960x1280
# Full notes: every empty cell of a grid being solved holds all its candidates.
render pen-in-photos-notes --onto "$printed" --marks=every --count "$photos" --seed "${s[8]}"
render pen-pages-notes --marks=every --count 60 --seed "${s[9]}" --size 1280x960

last() { tail -n "$1" | grep -v '^$'; }
for set in pen-in-photos pen-in-photos-marks pen-pages pen-pages-marks pen-pages-portrait pen-pages-close \
    pen-in-photos-notes pen-pages-notes; do
  echo "# $set"
  run eval "$out/$set" 2> /dev/null | last 1
  run eval --verify "$out/$set" 2> /dev/null | sed -n 1,2p
done
for set in pen-in-photos-m2 pen-pages-m2; do
  echo "# $set (2 wrong digits a page)"
  run eval --verify "$out/$set" 2> /dev/null | sed -n 1,3p | sed -n '1p;3p'
done
# As a user runs it: `verify PHOTO` without --givens takes the printed digits read as the puzzle.
for set in pen-in-photos pen-in-photos-marks pen-pages pen-pages-marks pen-pages-portrait pen-pages-close pen-in-photos-m2 pen-pages-m2 \
    pen-in-photos-notes pen-pages-notes; do
  echo "# $set, verify against the printed digits read"
  run eval --verify --printed-read "$out/$set" 2> /dev/null | sed -n 1,3p
done
for kind in printed handfilled; do
  for degrade in "" "--degrade 1"; do
    echo "# shared $kind $degrade"
    # shellcheck disable=SC2086
    run eval "$shared/photos/$kind" --split "$split" $degrade 2> /dev/null | last 1
  done
done
echo "# shared handfilled, verify against the printed twins"
run eval --verify "$handfilled" --split "$split" --givens-dir "$printed" 2> /dev/null | sed -n 1,2p
echo "# shared handfilled, verify against the printed digits read"
run eval --verify "$handfilled" --split "$split" 2> /dev/null | sed -n 1,2p
# A phone held too close: the shared printed photos (the hand-filled ones have no true corners)
# cropped so that the grid runs off one side of the frame by that share of the grid (`eval --cut`).
for cut in right:0.03 right:0.06 left:0.05 top:0.045 bottom:0.06; do
  echo "# shared printed cut $cut"
  run eval "$printed" --split "$split" --cut "$cut" 2> /dev/null | last 1
done
# As a user runs `solve PHOTO`: answers right, wrong or refused against the puzzle's solution (a
# grid being solved by hand whose written digits break the rules is answered from its print).
for set in pen-in-photos pen-in-photos-m2 pen-in-photos-marks pen-pages pen-pages-m2 pen-pages-marks pen-pages-portrait pen-pages-close \
    pen-in-photos-notes pen-pages-notes; do
  echo "# $set, solve"
  run eval --solve "$out/$set" 2> /dev/null | last 1
done
for kind in printed handfilled; do
  echo "# shared $kind, solve"
  run eval --solve "$shared/photos/$kind" --split "$split" 2> /dev/null | last 1
done
