#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: `chromium` for the benchmark (Lighthouse) and
# `chromium-headless-shell`, the same build without the desktop browser, for the browser tests.
# Playwright cannot download its own browser here, so the tests drive these.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium fonts-liberation fonts-dejavu-core)
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
if [ "${#packages[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing ${packages[*]}: run as root, or install with 'sudo apt-get install ${packages[*]}'." >&2
  exit 1
fi
echo "Installing ${packages[*]} with apt-get"
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}"
