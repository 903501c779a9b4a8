// astronomia ships its series as untyped ES modules; the loaders check the shape they use.
declare module 'astronomia/data/*' {
  const data: unknown;
  export default data;
}
