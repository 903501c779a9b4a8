// The tarot's pure side: the deck by code, the spreads, and constelar-shuffle-v1 with its hashing.
// Also reachable alone as @constelar/core/tarot, so the browser can recompute a draw.
export * from './deck';
export * from './spreads';
export * from './shuffle';
export * from './cigano';
export * from './cigano-pairs';
export * from './mesa-real';
export { bytesToHex, hexToBytes, hmacSha256, sha256 } from './sha256';
