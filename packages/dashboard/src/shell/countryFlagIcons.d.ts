// The package ships each flag's SVG markup as a default-exported string, without typings.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
