# Sourced by the measure-*.sh scripts, once `split` is set: runs from the repository's root (the
# writers' digits are read from ../shared/handwriting relative to it), checks that the jar and the
# shared data are there, and defines `run` (the jar) and `render NAME ARGS...` (a pen set of the
# split's writers rendered afresh into $out/NAME). Environment: JAR (default
# target/sudoku-lens.jar); OUT, where the sets are rendered (default /tmp/sudoku-lens-$1-$split
# with $1 the caller's kind of figures, e.g. "answers", or /tmp/sudoku-lens-$split without).
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jar=$(realpath "${JAR:-$root/target/sudoku-lens.jar}")
cd "$root"
shared=../shared
out=${OUT:-/tmp/sudoku-lens-${1:+$1-}$split}
printed=$shared/photos/printed
handfilled=$shared/photos/handfilled
for f in "$jar" "$printed/corners.csv" "$handfilled" "$shared/handwriting"; do
  [ -e "$f" ] || { echo "$(basename "$0"): $f is missing (build with mvn package; the shared data lies beside the repository)" >&2; exit 2; }
done

run() { java -jar "$jar" "$@"; }
render() {
  local name=$1; shift
  rm -rf "${out:?}/$name"
  run render-sample --pen "$split" "$@" --out "$out/$name" > /dev/null
}
