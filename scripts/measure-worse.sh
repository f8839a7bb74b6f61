#!/usr/bin/env bash
# Reads one split's shared printed and hand-filled photos made worse, each condition made by `eval`
# itself, and prints the last `eval` line of each (cells and grids read right): the README's
# "made worse" table. `--turn` and `--table` need true corners (corners.csv), which only the printed
# photos have (and `--cover`); `--dark-mode` and `--cover` are read with `--solve` (what `solve PHOTO`
# answers).
#
#   scripts/measure-worse.sh validation   # every choice is made on these
#   scripts/measure-worse.sh test         # read only to report, after the choices
#
# Environment: JAR (default target/sudoku-lens.jar). Runs from the repository's root, the shared
# data beside it (as measure-reading.sh).
set -euo pipefail

split=${1:-}
case "$split" in
  validation|test) ;;
  *) echo "usage: scripts/measure-worse.sh validation|test" >&2; exit 2 ;;
esac
# shellcheck source=scripts/measure-setup.sh
source "$(dirname "$0")/measure-setup.sh" worse

worse() {
  local kind=$1; shift
  echo "# $kind $*"
  run eval "$shared/photos/$kind" --split "$split" "$@" 2> /dev/null | grep -v '^$' | tail -n 1
}
for kind in printed handfilled; do
  worse "$kind" --degrade 1
  for noise in 0 8; do worse "$kind" --dim "$noise"; done
  worse "$kind" --full-size 4032
  worse "$kind" --glare
  for light in 0.65 0.55 0.4; do worse "$kind" --shadow "$light"; done
done
worse printed --shaded-boxes 0.3
for cut in right:0.03 right:0.06 left:0.05 top:0.045 bottom:0.06; do worse printed --cut "$cut"; done
for degrees in 0 10 30 45; do worse printed --turn "$degrees"; done
for share in 0.25 0.5 1; do worse printed --table "$share"; done
worse printed --dark-mode --solve
for thing in pen finger; do worse printed --cover "$thing" --solve; done
