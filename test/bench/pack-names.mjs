// Pack files carry a hash of their content in their names (scripts/build.mjs: a script
// packs/<name>.<10 characters of its sha256 in URL-safe base64>.js, a source map or stylesheet
// packs/<name>.<8 hex digits>.js.map|css); reports name them without it, so that runs of different
// builds compare.

const CONTENT_HASH = /\.(?:[0-9a-f]{8}|[\w-]{10})(\.(?:js|css)(?:\.map)?)$/;

/** `/dist/packs/react.Ab-9_Qz3Kp.js` -> `/dist/packs/react.js`; any other path as it is. */
export function withoutContentHash(file) {
  return /(^|\/)packs\//.test(file) || !file.includes('/')
    ? file.replace(CONTENT_HASH, '$1')
    : file;
}
