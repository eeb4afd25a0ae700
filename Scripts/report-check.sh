#!/usr/bin/env bash
# Opens the check report of Examples/App in headless Chromium: takes a screenshot of
# report.html and verifies that the page loaded every one of its images.
# Usage: Scripts/report-check.sh [TYPOMETER_BINARY]   (needs Debian's chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build --show-bin-path)/typometer}
OUT=out/report-check
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$CHROMIUM" ]; then
  echo "report-check: chromium is not installed (apt-get install chromium)" >&2
  exit 2
fi
rm -rf "$OUT"
"$BIN" check Examples/App/typometer.json --report "$OUT" > /dev/null || [ $? -eq 1 ]
expected=$(grep -o '<img ' "$OUT/report.html" | wc -l)

# A page beside the report that loads it in a frame and counts its images.
cat > "$OUT/load-check.html" <<'HTML'
<!DOCTYPE html>
<html><body><iframe id="report" src="report.html" width="1200" height="800"></iframe>
<pre id="result">pending</pre>
<script>
document.getElementById('report').addEventListener('load', function () {
  var doc = this.contentDocument;
  var images = Array.prototype.slice.call(doc.images);
  var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; });
  document.getElementById('result').textContent =
    'IMAGES total=' + images.length + ' loaded=' + loaded.length;
});
</script></body></html>
HTML

page="file://$PWD/$OUT/load-check.html"
result=$("$CHROMIUM" --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
  --virtual-time-budget=15000 --dump-dom "$page" 2>/dev/null | grep -o 'IMAGES total=[0-9]* loaded=[0-9]*' || true)
"$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,2400 \
  --screenshot="$PWD/$OUT/screenshot.png" "file://$PWD/$OUT/report.html" > /dev/null 2>&1

echo "report: $OUT/report.html ($expected images); screenshot: $OUT/screenshot.png"
echo "chromium: ${result:-no result}"
if [ "$result" != "IMAGES total=$expected loaded=$expected" ] || [ "$expected" -eq 0 ]; then
  echo "report-check: the page did not load all its images" >&2
  exit 1
fi
[ -s "$OUT/screenshot.png" ] || { echo "report-check: no screenshot" >&2; exit 1; }
echo "report-check: passed"
