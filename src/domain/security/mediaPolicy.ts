/**
 * The Content-Security-Policy of a media file served under /api/media/file/… (issue 33 item 6).
 *
 * A file a marketer uploaded is served from the dealer's own origin, so a file the browser renders as
 * a document (an SVG, or anything a future type lets through) would run its scripts with the dealer
 * site's cookies and storage. Every file goes out with a policy that lets it load nothing and sandboxes
 * it into an opaque origin: an SVG opened on its own shows its shapes and styles and nothing more.
 *
 * PDFs are the exception, and get only frame-ancestors: Chrome's built-in viewer refuses to open a
 * PDF under `sandbox` ("This page has been blocked by Chrome") and under `object-src 'none'` (which
 * `default-src 'none'` implies), so the brochures dealers upload would not open. A PDF is stored only
 * when its bytes are one (src/domain/uploads), is served as application/pdf with nosniff, and its
 * own scripts run inside the viewer, never with the dealer origin's access.
 */

export const MEDIA_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox; frame-ancestors 'self'"
export const PDF_FILE_POLICY = "frame-ancestors 'self'"

/** The policy for a media file served as `contentType` (its essence decides; anything unknown is sandboxed). */
export function mediaFilePolicy(contentType: string | null | undefined): string {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return essence === 'application/pdf' ? PDF_FILE_POLICY : MEDIA_FILE_POLICY
}
