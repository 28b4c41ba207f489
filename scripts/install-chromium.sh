#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests and the benchmark, when it is missing.
# Playwright cannot download its own browser here, so the tests drive /usr/bin/chromium.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run as root, or install it with 'sudo apt-get install chromium'." >&2
  exit 1
fi
echo "Installing Chromium with apt-get"
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
  chromium fonts-liberation fonts-dejavu-core
