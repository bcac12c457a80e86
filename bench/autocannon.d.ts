// autocannon ships no types: the benchmarks type the part they use where they call it.
declare module 'autocannon' {
  const autocannon: unknown;
  export default autocannon;
}
