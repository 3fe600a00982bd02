#!/usr/bin/env bash
# Regenerates the gallery video of the demo shop (server/db/seed/media/gallery-rope-braiding.webm):
# a seamless 4 s loop of our own braiding-machine artwork, rendered frame by frame with sharp
# and encoded to VP9 WebM by ffmpeg (apt-get install -y ffmpeg; bit-exact, so the same artwork
# gives the same file). Then it writes the new content hash into server/db/seed/media.ts,
# so the storage name changes with the content.
set -euo pipefail
cd "$(dirname "$0")/.."

FPS="${FPS:-24}"
SECONDS_LONG="${SECONDS_LONG:-4}"
WIDTH="${WIDTH:-640}"
CRF="${CRF:-38}"
OUT=server/db/seed/media/gallery-rope-braiding.webm
MAX_BYTES=409600

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }
FRAMES="$(mktemp -d)"
trap 'rm -rf "$FRAMES"' EXIT

npx tsx server/db/seed/render-video-frames.ts "$FRAMES" "$FPS" "$SECONDS_LONG" "$WIDTH"
mkdir -p "$(dirname "$OUT")"
ffmpeg -hide_banner -loglevel error -y -framerate "$FPS" -i "$FRAMES/frame-%04d.png" \
  -c:v libvpx-vp9 -b:v 0 -crf "$CRF" -deadline good -cpu-used 2 -row-mt 1 \
  -pix_fmt yuv420p -an -fflags +bitexact -flags:v +bitexact -metadata title="Rope braiding (demo artwork)" "$OUT"

BYTES="$(stat -c %s "$OUT")"
if [ "$BYTES" -gt "$MAX_BYTES" ]; then
  echo "video is $BYTES bytes (> $MAX_BYTES): raise CRF" >&2
  exit 1
fi
HASH="$(sha256sum "$OUT" | cut -c1-8)"
sed -i -E "s/gallery-rope-braiding-[0-9a-f]{8}\.webm/gallery-rope-braiding-$HASH.webm/" server/db/seed/media.ts
echo "$OUT: $BYTES bytes, storage name gallery-rope-braiding-$HASH.webm (media.ts updated)"
