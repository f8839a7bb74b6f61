#!/usr/bin/env bash
# The fuzz run of issue 14: builds a hostile corpus with code (3 GB sparse files, /dev/zero, a PNG
# claiming 65535x65535 pixels, link loops, a pipe nothing writes to, odd encodings, outputs that
# would overwrite the input or follow a link...), runs every command over it as its own process
# and checks each case: the documented exit code, at most one line on stderr, no exception or
# stack frame, no file written or changed but the output asked for, peak memory under 1 GB, under
# 30 s. Prints one line per case and `fuzz: cases=N ok=N failed=N`; exits non-zero on a failure.
# CI runs the same cases as part of `mvn -B -ntp test` (lens.fuzz.HostileInputsFuzzTest).
set -uo pipefail
cd "$(dirname "$0")/.."
rm -f target/fuzz-report.txt
mvn -B -ntp -q test -Dtest=HostileInputsFuzzTest -Dsurefire.failIfNoSpecifiedTests=false "$@" >/dev/null 2>&1
status=$?
if [ -f target/fuzz-report.txt ]; then
  cat target/fuzz-report.txt
else
  echo "fuzz: no report (the build failed; run: mvn -B -ntp test -Dtest=HostileInputsFuzzTest)" >&2
  status=1
fi
exit $status
