import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { fittedWindowBits, ZLIB_CHUNK } from "./compress";
import type { Precompressed } from "./precompressed";

/**
 * A fresh CSP nonce on every response, cached pages included. A cacheable page
 * is rendered with a stand-in nonce (random per process, the same length as
 * a real one, never sent) and kept with the byte offsets where it appears: in
 * the plain body, and in a gzip body built so that the nonce sits in stored
 * (uncompressed) deflate blocks. Each response copies the body, writes its own
 * nonce at those offsets and, for gzip, the new CRC-32: a few memcpy and one
 * CRC pass, no compression per request. (Brotli cannot be patched like this,
 * so nonced pages are sent gzip or plain.)
 */
export const newNonce = (): string => randomBytes(16).toString("hex");
export const RENDER_NONCE = newNonce();
const NONCE_BYTES = Buffer.byteLength(RENDER_NONCE);

export type NonceOffsets = { identity: number[]; gzip: number[] };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty deflate block with fixed codes (byte-aligned input assumed). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

function storedBlockHeader(length: number): Buffer {
  // BFINAL=0, BTYPE=00, padded to the byte; LEN and its one's complement, little-endian.
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

/**
 * One segment, sync-flushed to a byte boundary, with a window (and hash table) no larger than it needs: setting up
 * zlib's full ones cost more than compressing a 100-byte segment.
 */
function deflateSegment(segment: Buffer): Buffer {
  const windowBits = fittedWindowBits(segment.length);
  return zlib.deflateRawSync(segment, {
    level: 6,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    windowBits,
    memLevel: Math.max(1, windowBits - 7),
    chunkSize: ZLIB_CHUNK,
  });
}

/**
 * Splits `raw` at every stand-in nonce and builds the gzip body around them: each stretch between two nonces (a
 * segment) is its own deflate stream, sync-flushed to a byte boundary, so that no back-reference crosses a nonce,
 * whose bytes differ on every response. All on the event loop, one call a segment: 0.8 ms for the demo's 100 KB
 * listing page on a 2-core machine. (Stop 42 deflated long segments in 64 KB pieces on libuv's thread pool; each
 * piece's stream object and callback then held the whole request until V8's next full collection, see
 * ZLIB_CHUNK.)
 */
export function precompressNonced(raw: Uint8Array): { body: Precompressed; nonceAt: NonceOffsets } {
  const text = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const identityAt: number[] = [];
  for (let at = text.indexOf(RENDER_NONCE); at >= 0; at = text.indexOf(RENDER_NONCE, at + NONCE_BYTES)) identityAt.push(at);

  const chunks: Buffer[] = [GZIP_HEADER];
  const gzipAt: number[] = [];
  let size = GZIP_HEADER.length;
  let start = 0;
  for (const [i, at] of [...identityAt, text.length].entries()) {
    if (at > start) {
      const deflated = deflateSegment(text.subarray(start, at));
      chunks.push(deflated);
      size += deflated.length;
    }
    if (i < identityAt.length) {
      const header = storedBlockHeader(NONCE_BYTES);
      chunks.push(header, Buffer.from(RENDER_NONCE));
      gzipAt.push(size + header.length);
      size += header.length + NONCE_BYTES;
    }
    start = at + NONCE_BYTES;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(text), 0);
  trailer.writeUInt32LE(text.length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return { body: { identity: text, gzip: Buffer.concat(chunks), br: new Uint8Array(0) }, nonceAt: { identity: identityAt, gzip: gzipAt } };
}

/**
 * The page body for one response, gzip when accepted, else plain, with `nonce` written in, as pieces to write one
 * after the other: slices of the kept body between the nonces (not copied), the nonce, and for gzip a new 8-byte
 * trailer (the CRC-32 worked out piece by piece over the kept plain body and the nonce). A copy of the page for every
 * response (150 KB plain, 30 KB gzip for a listing) was most of what the shop allocated under load, and V8 lets
 * such garbage reach tens of MB before it collects it.
 */
export function noncedChunks(
  body: Precompressed,
  nonceAt: NonceOffsets,
  nonce: string,
  acceptEncoding: string | undefined,
): { chunks: Uint8Array[]; length: number; encoding: "gzip" | null } {
  const value = Buffer.from(nonce);
  if (value.length !== NONCE_BYTES) throw new Error("nonce length differs from the stand-in's");
  const gzip = /\bgzip\b/.test(acceptEncoding ?? "");
  const kept = gzip ? body.gzip : body.identity;
  const end = gzip ? kept.byteLength - 8 : kept.byteLength;
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const at of gzip ? nonceAt.gzip : nonceAt.identity) {
    chunks.push(kept.subarray(start, at), value);
    start = at + NONCE_BYTES;
  }
  chunks.push(kept.subarray(start, end));
  if (gzip) {
    let crc = 0;
    let from = 0;
    for (const at of nonceAt.identity) {
      crc = zlib.crc32(value, zlib.crc32(body.identity.subarray(from, at), crc));
      from = at + NONCE_BYTES;
    }
    const trailer = Buffer.from(kept.subarray(end));
    trailer.writeUInt32LE(zlib.crc32(body.identity.subarray(from), crc), 0);
    chunks.push(trailer);
  }
  return { chunks: chunks.filter((c) => c.byteLength > 0), length: kept.byteLength, encoding: gzip ? "gzip" : null };
}

/** The same as one buffer (a Response body). */
export function noncedBody(
  body: Precompressed,
  nonceAt: NonceOffsets,
  nonce: string,
  acceptEncoding: string | undefined,
): { data: Uint8Array; encoding: "gzip" | null } {
  const { chunks, length, encoding } = noncedChunks(body, nonceAt, nonce, acceptEncoding);
  return { data: Buffer.concat(chunks, length), encoding };
}
