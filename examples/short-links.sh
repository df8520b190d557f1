#!/usr/bin/env bash
# Short links on the mock: create a link with an iOS destination, an expiry and a webhook; open it as a
# browser and as an iPhone; see the redirect, the click count and the webhook delivery. Needs curl and node.
set -euo pipefail
PORT=${PORT:-4010} HOOK_PORT=${HOOK_PORT:-3999}
LINKPROOF=${LINKPROOF:-npx linkproof}
API=${API:-http://127.0.0.1:$PORT}   # the API; visits go to the mock itself
AUTH="authorization: Bearer lp_acme_demo_token"

$LINKPROOF mock --port "$PORT" --seed 1 --now 2026-11-01T12:00:00Z >/dev/null &
# A webhook receiver: prints the signature and the event of each delivery.
node -e "require('node:http').createServer((q,s)=>{let b='';q.on('data',c=>b+=c).on('end',()=>{if(q.method==='POST')console.log('received', String(q.headers['dub-signature']).slice(0,12)+'…', b.slice(0,60)+'…');s.end()})}).listen($HOOK_PORT)" &
trap 'kill $(jobs -p) 2>/dev/null' EXIT
until curl -sf "$API/__linkproof/clock" >/dev/null && curl -sf "http://127.0.0.1:$HOOK_PORT/" >/dev/null; do sleep 0.1; done

# 1. Point the workspace's first webhook at the receiver.
WEBHOOK=$(curl -s "$API/__linkproof/webhooks" | node -pe 'JSON.parse(require("fs").readFileSync(0)).webhooks[0].id')
curl -s -X PUT "$API/__linkproof/webhooks/$WEBHOOK" -d "{\"url\":\"http://127.0.0.1:$HOOK_PORT/hooks\",\"secret\":\"whsec_demo\"}" >/dev/null

# 2. A link with an iOS destination, an expiry (and where to go after it) and the webhook.
curl -s -X POST "$API/links" -H "$AUTH" -H 'content-type: application/json' -d "{
  \"url\": \"https://example.com/spring\", \"key\": \"spring\",
  \"ios\": \"https://apps.apple.com/app/id123\",
  \"expiresAt\": \"2026-12-01T00:00:00Z\", \"expiredUrl\": \"https://example.com/sale-over\",
  \"webhookIds\": [\"$WEBHOOK\"] }" >/dev/null

# 3. Open it. A browser opens http://acme.link.localhost:$PORT/spring (every *.localhost is this machine);
#    curl does the same. As a desktop browser, then as an iPhone:
curl -s -o /dev/null -w 'desktop  → %{http_code} %{redirect_url}\n' "http://acme.link.localhost:$PORT/spring"
curl -s -o /dev/null -w 'iPhone   → %{http_code} %{redirect_url}\n' -A 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' "http://acme.link.localhost:$PORT/spring"

# 4. Two clicks, counted at once; the webhook got an event for each.
curl -s "$API/links/info?domain=acme.link&key=spring" -H "$AUTH" | node -pe 'const l = JSON.parse(require("fs").readFileSync(0)); `clicks   → ${l.clicks}, last ${l.lastClicked}`'
for _ in $(seq 50); do curl -s "$API/__linkproof/webhooks/deliveries" | grep -q '"status":"pending"' || break; sleep 0.1; done
curl -s "$API/__linkproof/webhooks/deliveries" | node -pe 'JSON.parse(require("fs").readFileSync(0)).deliveries.map(d => `delivery → ${d.event} ${d.status} after ${d.attempts} attempt(s)`).join("\n")'

# 5. After the expiry (move the mock's clock), the link goes to expiredUrl.
curl -s -X PUT "$API/__linkproof/clock" -d '{"now":"2026-12-02T00:00:00Z"}' >/dev/null
curl -s -o /dev/null -w 'expired  → %{http_code} %{redirect_url}\n' "http://acme.link.localhost:$PORT/spring"
