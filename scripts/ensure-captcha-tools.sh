#!/usr/bin/env bash
# The captcha benchmark rasterises SVGs with librsvg (rsvg-convert) and reads them with Tesseract:
# install Debian's packages when either is missing (only Debian's packages are reachable here).
set -euo pipefail
if command -v rsvg-convert >/dev/null && command -v tesseract >/dev/null; then
  exit 0
fi
echo "rsvg-convert or tesseract not found: installing Debian's librsvg2-bin and tesseract-ocr..."
bash "$(dirname "$0")/apt-install.sh" librsvg2-bin tesseract-ocr
tesseract --version 2>&1 | head -1
