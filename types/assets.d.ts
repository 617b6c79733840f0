// CSS imported as text: rollup's inline-css plugin and Vite both honour `?inline`.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
