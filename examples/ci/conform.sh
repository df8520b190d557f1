#!/usr/bin/env bash
# linkproof conform in CI: the one script both recipes (GitHub Actions, GitLab CI) call, and linkproof's own CI
# runs against the mock. The tokens come from the CI's secret store as environment variables, never from a file;
# the waivers come from the repository; the JUnit report goes where the CI uploads it from.
#
#   LINKPROOF_BASE_URL  the deployment to check (required)
#   LINKPROOF_TOKEN     a token of a workspace the run may write to (required; a secret)
#   LINKPROOF_OTHER_TOKEN  a token of a second workspace, for the isolation checks (optional; a secret)
#   LINKPROOF_WAIVERS   known failures accepted for a while (default: ci/conform-waivers.yaml when it exists)
#   LINKPROOF_REPORTS   where the JUnit, JSON and profile go (default: linkproof-reports; replay scripts of failures: linkproof-failures/)
#   LINKPROOF           how to run linkproof (default: npx linkproof)
set -euo pipefail
: "${LINKPROOF_BASE_URL:?set LINKPROOF_BASE_URL to the deployment to check}"
: "${LINKPROOF_TOKEN:?set LINKPROOF_TOKEN from the CI secret store}"
LINKPROOF=${LINKPROOF:-npx linkproof}
REPORTS=${LINKPROOF_REPORTS:-linkproof-reports}
WAIVERS=${LINKPROOF_WAIVERS:-ci/conform-waivers.yaml}
mkdir -p "$REPORTS"

args=(--base-url "$LINKPROOF_BASE_URL" --token "$LINKPROOF_TOKEN"
  --junit "$REPORTS/conformance.xml" --json "$REPORTS/conformance.json"
  --write-profile "$REPORTS/profile.yaml")
if [ -n "${LINKPROOF_OTHER_TOKEN:-}" ]; then args+=(--other-token "$LINKPROOF_OTHER_TOKEN"); fi
if [ -f "$WAIVERS" ]; then args+=(--waivers "$WAIVERS"); fi

# The exit status is conform's: 0 passed, 1 a check failed (or a waiver expired), 2 could not start, 3 inconclusive.
$LINKPROOF conform "${args[@]}"
