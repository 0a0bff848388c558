// `?enhance` imports (see ./vite-enhance.ts): the address of a standalone enhancement script.
declare module '*?enhance' {
  const url: string;
  export default url;
}
