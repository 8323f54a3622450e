// snappyjs ships no types; the gate uses only its block-format decoder.
declare module 'snappyjs' {
  const snappy: {
    uncompress(compressed: Uint8Array, maxLength?: number): Uint8Array
    compress(uncompressed: Uint8Array): Uint8Array
  }
  export default snappy
}
