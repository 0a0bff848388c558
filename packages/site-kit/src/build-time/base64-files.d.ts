// `?base64` imports (see ./vite-base64.ts): the file's bytes as a base64 string.
declare module '*?base64' {
  const base64: string;
  export default base64;
}
