#!/usr/bin/env bash
# The browser tests in two shards side by side, each with its own server and embedded database
# (its own port and data directory) and one worker, so within a shard the specs still run one
# after another in a fixed order. Each line is prefixed with its shard; either failing fails the run.
set -euo pipefail
cd "$(dirname "$0")/../e2e"
shards=${E2E_SHARDS:-2}
# Each shard's server start bundles the server if it is stale: done once here first, or the two
# would write dist/main.js at once and one would load the other's half-written file.
npm run -s bundle:stale -w @lc/server
(cd .. && { test -f apps/web/dist/index.html || npm run build -w @lc/web; })
pids=()
for i in $(seq 1 "$shards"); do
  (
    E2E_PORT=$((3200 + i)) E2E_OUTPUT_DIR="test-results/shard-$i" npx playwright test --shard="$i/$shards" "$@" 2>&1 |
      sed -u "s/^/[shard $i] /"
  ) &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
