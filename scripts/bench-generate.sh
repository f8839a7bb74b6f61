#!/usr/bin/env bash
# Side-by-side generation speed, Sudoku Lens against QQWing (Debian package qqwing, installed here
# if missing; a measurement tool only, not a project dependency), one thread each, JVM start
# included for Sudoku Lens, which runs through ./sudoku-lens as users run it. Each band pairs QQWing's level with ours:
#   easy          qqwing --difficulty easy          generate --difficulty easy
#   intermediate  qqwing --difficulty intermediate  generate --difficulty medium
#   expert        qqwing --difficulty expert        generate --rating 6.6-7.5
# (QQWing's levels on the SE scale, by rating its output with `rate`: easy 1.2-2.3, intermediate
# 1.7-3.4, expert 3.2-8.4; --map prints that mapping again, and how many QQWing expert puzzles
# land in 6.6-7.5, the band ours is asked for.) Runs alternate
# within each round (QQWing, then ours) so both see the same load; the table gives the median of
# the rounds, as puzzles per wall second and per CPU second (user + sys, steadier on a shared
# machine), with the load average before and after.
#
#   scripts/bench-generate.sh [--count N] [--rounds R] [--map]     (defaults: 50 puzzles, 3 rounds)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count=50 rounds=3 map=0
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --map) map=1; shift ;;
    *) echo "usage: $0 [--count N] [--rounds R] [--map]" >&2; exit 2 ;;
  esac
done
if ! command -v qqwing >/dev/null; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  echo "bench-generate: installing qqwing" >&2
  $SUDO apt-get update -qq >/dev/null && $SUDO apt-get install -y -qq qqwing >/dev/null
fi
jar="$root/target/sudoku-lens.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/pom.xml" "$root/src/main" -newer "$jar" -print -quit)" ]; then
  echo "bench-generate: building $jar" >&2
  (cd "$root" && mvn -q -B -ntp package -DskipTests >&2)
fi
# Ours runs through the launcher, with the JVM flags users get (SUDOKU_LENS_JAVA_OPTS overrides them).
lens() { "$root/sudoku-lens" "$@"; }
# One untimed run first: after a build the launcher writes its class data archive on the first
# generate, which is setup, not generation.
lens generate --count 1 >/dev/null 2>&1 || true

# Runs a command, checks it printed $count puzzles, prints "wall cpu" in seconds.
timed() {
  local out; out="$(mktemp)"
  local TIMEFORMAT='%R %U %S'
  local t; t="$( { time "$@" >"$out" 2>/dev/null; } 2>&1 )"
  local n; n="$(grep -c '^[0-9.]\{81\}' "$out" || true)"
  rm -f "$out"
  [ "$n" -eq "$count" ] || { echo "bench-generate: '$*' printed $n puzzles, not $count" >&2; exit 1; }
  awk '{printf "%s %.3f\n", $1, $2 + $3}' <<<"$t"
}
median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

bands=(easy intermediate expert)
declare -A ours=([easy]="--difficulty easy" [intermediate]="--difficulty medium" [expert]="--rating 6.6-7.5")
declare -A qw qc lw lc
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)  (count=$count rounds=$rounds, one thread each)"
for r in $(seq 1 "$rounds"); do
  for b in "${bands[@]}"; do
    read -r w c < <(timed qqwing --generate "$count" --difficulty "$b" --one-line)
    qw[$b]+="$w "; qc[$b]+="$c "
    # shellcheck disable=SC2086
    read -r w c < <(timed lens generate --count "$count" ${ours[$b]} --seed "$r")
    lw[$b]+="$w "; lc[$b]+="$c "
  done
done
printf '%-13s %12s %12s %7s   %12s %12s %7s\n' band qqwing/s lens/s ratio qqwing/cpu-s lens/cpu-s ratio
for b in "${bands[@]}"; do
  qwm=$(tr ' ' '\n' <<<"${qw[$b]}" | grep . | median); lwm=$(tr ' ' '\n' <<<"${lw[$b]}" | grep . | median)
  qcm=$(tr ' ' '\n' <<<"${qc[$b]}" | grep . | median); lcm=$(tr ' ' '\n' <<<"${lc[$b]}" | grep . | median)
  awk -v b="$b" -v n="$count" -v qw="$qwm" -v lw="$lwm" -v qc="$qcm" -v lc="$lcm" 'BEGIN{
    printf "%-13s %12.1f %12.1f %7.2f   %12.1f %12.1f %7.2f\n", b, n/qw, n/lw, qw/lw, n/qc, n/lc, qc/lc }'
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$map" -eq 1 ]; then
  for b in "${bands[@]}"; do
    tmp="$(mktemp)"; qqwing --generate "$count" --difficulty "$b" --one-line >"$tmp"
    scores="$(lens rate "$tmp" | awk '$1 ~ /^[0-9.]+$/ {print $1}')"
    echo "qqwing $b on the SE scale (count score): $(sort -g <<<"$scores" | uniq -c | tr -s ' \n' ' ')"
    if [ "$b" = expert ]; then
      # QQWing cannot aim at a band: its expert puzzles that land in 6.6-7.5, per wall second
      qwm=$(tr ' ' '\n' <<<"${qw[expert]}" | grep . | median)
      awk -v n="$count" -v qw="$qwm" '$1 >= 6.6 && $1 <= 7.5 {k++} END{
        printf "qqwing expert in 6.6-7.5: %d of %d, so %.1f such puzzles/s\n", k, n, k / qw }' <<<"$scores"
    fi
    rm -f "$tmp"
  done
fi
