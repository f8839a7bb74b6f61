#!/usr/bin/env bash
# Renders pages being filled in (with slips of the pen, pencil marks, full notes, plain) by one
# split's writers and prints what `solve PHOTO` answers on them (`eval --solve`: right, wrong or
# refused against the puzzle's solution), then on the shared printed and hand-filled photos of
# that split as taken and made worse (`--degrade 1|2|3`). These are the pages where an answer from
# the print (`PhotoAnswer.fromPrint`) is chosen or refused.
#
#   scripts/measure-answers.sh validation   # every choice is made on these
#   scripts/measure-answers.sh test         # read only to report, after the choices
#
# The test seeds were first read on 2026-12-01 (evening), after the rule on unsure print was chosen:
# `scripts/measure-reading.sh test`'s pen sets had informed an earlier choice, so their `solve`
# counts are validation figures (docs/reading-notebook.md). Environment: JAR (default
# target/sudoku-lens.jar), OUT (where the pages are rendered; default /tmp/sudoku-lens-answers-SPLIT).
# Runs from the repository's root, the shared data beside it (as measure-reading.sh).
set -euo pipefail

split=${1:-}
# seeds: in photos with two slips, with marks, with full notes, plain; pages with two slips (800x600),
# with marks and with full notes (1280x960). Counts: pages in the photos, several a photo.
case "$split" in
  validation) photos=64; plain=64; s=(5750005 5710001 5760006 5620000 5500000 5450000 5900000) ;;
  test) photos=132; plain=88; s=(8810000 8760000 9410000 8610000 9210000 8410000 9510000) ;;
  *) echo "usage: scripts/measure-answers.sh validation|test" >&2; exit 2 ;;
esac
# shellcheck source=scripts/measure-setup.sh
source "$(dirname "$0")/measure-setup.sh" answers
render in-photos-m2 --onto "$printed" --mistakes 2 --count "$photos" --seed "${s[0]}"
render in-photos-marks --onto "$printed" --marks --count "$photos" --seed "${s[1]}"
render in-photos-notes --onto "$printed" --marks=every --count "$photos" --seed "${s[2]}"
render in-photos --onto "$printed" --count "$plain" --seed "${s[3]}"
render pages-m2 --mistakes 2 --count 60 --seed "${s[4]}" --size 800x600
render pages-marks --marks --count 60 --seed "${s[5]}" --size 1280x960
render pages-notes --marks=every --count 60 --seed "${s[6]}" --size 1280x960

for set in in-photos-m2 in-photos-marks in-photos-notes in-photos pages-m2 pages-marks pages-notes; do
  echo "# $set, solve"
  run eval --solve "$out/$set" 2> /dev/null | tail -n 1
done
for kind in printed handfilled; do
  for degrade in "" "--degrade 1" "--degrade 2" "--degrade 3"; do
    echo "# shared $kind $degrade, solve"
    # shellcheck disable=SC2086
    run eval --solve "$shared/photos/$kind" --split "$split" $degrade 2> /dev/null | tail -n 1
  done
done
