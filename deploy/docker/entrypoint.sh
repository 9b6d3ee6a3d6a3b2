#!/bin/sh
# Starts one target of the launcher (TARGET, or the first argument: all, gateway, identity, masterdata,
# staffing, reports, notify, or a comma list), or the rollout command (`rollout <command> ...`).
set -eu
cd "$(dirname "$0")/../.."
target="${1:-${TARGET:-all}}"
if [ "$target" = "rollout" ]; then
  shift
  exec node --import tsx services/launcher/src/rollout/cli.ts "$@"
fi
exec node --import tsx services/launcher/src/main.ts "--target=${target}"
