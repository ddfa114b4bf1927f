/**
 * Payload's REST handlers answer 500 when a JSON body does not parse, or parses to something other than
 * an object. A client error deserves a 400 that says what is wrong, so bodies declared as JSON are
 * checked before Payload sees them.
 */
type Handler<C> = (request: Request, context: C) => Promise<Response>

const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.'
const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.'

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

export function rejectMalformedJson<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      const text = await request.clone().text()
      if (text.trim().length > 0) {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return badRequest(MALFORMED_JSON_MESSAGE)
        }
        // Payload writes fields onto the parsed body; a string, number or array would crash it.
        if (body === null || typeof body !== 'object' || Array.isArray(body)) return badRequest(NOT_AN_OBJECT_MESSAGE)
      }
    }
    return handler(request, context)
  }
}
