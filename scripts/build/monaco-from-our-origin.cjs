/**
 * A webpack loader (also run by Turbopack in development): Payload's admin ships its own bundled copy of
 * @monaco-editor/loader whose default fetches Monaco from jsDelivr
 * (`https://cdn.jsdelivr.net/npm/monaco-editor@<version>/min/vs`). Being bundled inside @payloadcms/ui,
 * no `loader.config()` of ours reaches it, so the one place to point it at our own copy
 * (/admin-assets/monaco/vs, src/lib/adminAssets/monaco.ts) is its source, as it is bundled. With it the
 * admin's Content-Security-Policy names no CDN (issue 33). next.config.ts applies it to the files that
 * hold that URL only. CommonJS: loaders are loaded by require().
 */
const CDN_VS = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/"'`]+\/min\/vs/g

module.exports = function monacoFromOurOrigin(source) {
  const { vsPath } = typeof this.getOptions === 'function' ? this.getOptions() : this.query
  return String(source).replace(CDN_VS, vsPath)
}
module.exports.CDN_VS = CDN_VS
