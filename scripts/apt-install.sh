#!/usr/bin/env bash
# Installs Debian packages (only Debian's packages and the npm registry are reachable on these
# machines), with sudo when not root. Usage: scripts/apt-install.sh <package>...
set -euo pipefail
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo=sudo
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
